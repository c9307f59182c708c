import { BREAKPOINTS } from '../constants';

// Calm mountain palette. Every text/background pair used together below meets WCAG AA (4.5:1).
export const colors = {
  navy: '#0b2545', // text on snow: 15.6:1
  navyLight: '#13315c',
  snow: '#ffffff',
  mist: '#eef3f8',
  slate: '#4a5a6e', // secondary text on snow: 6.9:1
  line: '#c9d3df',
  accent: '#b33c12', // warm call-to-action; white on it: 5.9:1
  accentDark: '#8f2f0d',
  success: '#1d6b3a', // on snow: 6.5:1
  error: '#b00020', // on snow: 6.9:1
  errorBg: '#fdecee',
  focus: '#1a73e8',
  disabled: '#8a96a3',
  successBg: '#e8f5ec', // success text on it: 5.9:1
  /** Dims the page behind a modal or a phone calendar sheet. */
  scrim: 'rgba(11, 37, 69, 0.55)',
  /** Light wash over the page behind a desktop calendar: marks it as modal without hiding the page. */
  scrimLight: 'rgba(11, 37, 69, 0.08)',
  /** Covers an element while it loads; navy text stays readable through it. */
  veil: 'rgba(255, 255, 255, 0.75)',
} as const;

export const fonts = {
  // 'Inter fallback' (shell/src/index.html) is a local face with Inter's widths: text set before
  // Inter arrives wraps as it will in Inter.
  body: "'Inter', 'Inter fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
} as const;

export const typeScale = {
  xxs: '0.625rem',
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.25rem',
  xl: '1.5rem',
  xxl: '2rem',
  hero: 'clamp(2rem, 5vw, 3.25rem)',
} as const;

export const space = {
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '16px',
  lg: '24px',
  xl: '32px',
  xxl: '48px',
} as const;

export const radii = { sm: '4px', md: '8px', lg: '16px', pill: '999px' } as const;

export const shadows = {
  card: '0 2px 8px rgba(11, 37, 69, 0.12)',
  modal: '0 12px 40px rgba(11, 37, 69, 0.35)',
  popover: '0 8px 24px rgba(11, 37, 69, 0.22)',
} as const;

/** Media queries for the spec's breakpoints: phone < 768, tablet 768-1199, desktop >= 1200. */
export const media = {
  phone: `@media (max-width: ${BREAKPOINTS.tablet - 1}px)`,
  tablet: `@media (min-width: ${BREAKPOINTS.tablet}px)`,
  desktop: `@media (min-width: ${BREAKPOINTS.desktop}px)`,
} as const;

/** Stacking order of the layers a page can show at once: a calendar opened inside a modal sits above it. */
export const layers = {
  raised: 5,
  popover: 900,
  modal: 1000,
  modalPopover: 1100,
} as const;

export const sizes = {
  /** The widest the content of a page grows (the desktop breakpoint). */
  page: `${BREAKPOINTS.desktop}px`,
  /** Smallest touch target (WCAG 2.5.5). */
  touch: '44px',
} as const;

export const theme = { colors, fonts, typeScale, space, radii, shadows, media, layers, sizes };
export type Theme = typeof theme;
