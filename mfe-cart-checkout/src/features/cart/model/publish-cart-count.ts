import { CART_URL, getEventBus } from '@resort/shared';

/** Tells the page (header badge, mini cart) how many units the cart holds now. */
export function publishCartCount(cartId: string | null, cartCount: number): void {
  getEventBus().publishCart({ cartId, cartCount, cartUrl: CART_URL });
}
