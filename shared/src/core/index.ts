// @resort/shared/core: what server code and contracts share with the browser without loading the
// browser singleton (no React, styled-components, rxjs or QueryClient): the spec's constants and
// messages, money, ISO day arithmetic and the domain error model. Browser code may import it too;
// every module it reaches is stateless, so a second copy in a bundle costs nothing.
export * from '../constants';
export * from './messages';
export * from './errors';
export * from './versions';
export * from '../money/format';
export * from '../dates/iso-days';
export type { CartItemView } from '../bus/event-bus';
