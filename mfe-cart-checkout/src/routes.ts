import type { RouteTable } from '@resort/shared/routes';

/** The cart line's pages by path: rendered into the shell's main area, their code fetched there only. */
export const ROUTES = [
  { path: '/cart', page: 'cart' },
  { path: '/cart/gift-cards', page: 'gift-cards' },
  { path: '/checkout', page: 'checkout' },
  { path: '/checkout/confirmation/:orderNumber', page: 'confirmation' },
] as const satisfies RouteTable;

export type CartPage = (typeof ROUTES)[number]['page'];
