import type { QueryClient } from '@tanstack/react-query';

/** The first part of every query key of this remote: a change to the cart can mark them all at once. */
export const CART_QUERIES = 'cart-checkout';

/** The cart page's query, read by its hook and by the line's server, which draws the page with the same answer. */
export const cartQueryKey = [CART_QUERIES, 'cart'] as const;

/** The checkout page's review, likewise read by its hook and by the line's server. */
export const reviewQueryKey = [CART_QUERIES, 'review'] as const;

/**
 * The cart changed on the server: every cached answer about it (cart, summary, review) is stale.
 * Nothing is refetched here; a page that shows the change refetches or is handed the new cart.
 */
export const markCartChanged = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: [CART_QUERIES], refetchType: 'none' });
