export * from './age';
export * from './messages';
export * from './search-url';
export * from './lodging';
export * from './rentals';
export * from './lessons';
export * from './lift-tickets';
export * from './activities';
export * from './non-bookable';
export * from './single-product';
export * from './season-pass';
export * from './generic-dropdown';
// spinner.ts joins this list once ui/number-spinner.tsx imports clampSpinnerValue from it: while ui
// keeps its own copy, a second export of the name would clash in the package's index.
export { stepSpinnerValue } from './spinner';
