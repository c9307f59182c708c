import { BREAKPOINTS } from '@resort/shared';

/** True on phones (spec breakpoint: below 768 px), where overlays become full-width sheets. */
export function isPhoneViewport(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return window.matchMedia(`(max-width: ${BREAKPOINTS.tablet - 1}px)`).matches;
}
