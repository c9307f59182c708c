import { BREAKPOINTS } from '@resort/shared/core';

/** "The first product is active by default" (spec section 2); -1 when there is none. */
export function initialBookingTab(tabs: readonly unknown[]): number {
  return tabs.length > 0 ? 0 : -1;
}

/** "One product active at a time" (spec section 4): an index outside the tabs keeps the current one. */
export function chooseBookingTab(tabs: readonly unknown[], current: number, index: number): number {
  return Number.isInteger(index) && index >= 0 && index < tabs.length ? index : current;
}

/** "On mobile the first panel opens only when the initial-collapse flag is false" (spec section 2). */
export function isFirstPanelOpen(initialCollapse: boolean): boolean {
  return !initialCollapse;
}

/** "On phones the page scrolls to the active panel" (spec section 2); phones are below 768 px. */
export function shouldScrollToActivePanel(viewportWidth: number): boolean {
  return viewportWidth < BREAKPOINTS.tablet;
}
