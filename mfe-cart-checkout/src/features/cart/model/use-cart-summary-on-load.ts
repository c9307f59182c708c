import { useEffect, useState } from 'react';
import { getEventBus } from '@resort/shared';
import { useCartSummaryQuery } from '../api/get-cart-summary';
import { publishCartCount } from './publish-cart-count';

/** Whether the page has told its cart already (cart$ replays its latest value at once). */
function cartKnown(): boolean {
  let known = false;
  getEventBus()
    .cart$.subscribe(() => {
      known = true;
    })
    .unsubscribe();
  return known;
}

/**
 * Spec section 4: "Cart: loaded on page load and published to the page." The page the server
 * wrote carries the count; the cart is asked only when it did not (and never after an add, whose
 * answer is newer). A failed load publishes nothing.
 */
export function useCartSummaryOnLoad(): void {
  const [known] = useState(cartKnown);
  const { data } = useCartSummaryQuery({ enabled: !known });
  useEffect(() => {
    if (data) publishCartCount(data.cartId, data.CartCount);
  }, [data]);
}
