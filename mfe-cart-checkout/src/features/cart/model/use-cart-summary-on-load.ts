import { useEffect } from 'react';
import { useCartSummaryQuery } from '../api/get-cart-summary';
import { publishCartCount } from './publish-cart-count';

/** Spec section 4: "Cart: loaded on page load and published to the page." A failed load publishes nothing. */
export function useCartSummaryOnLoad(): void {
  const { data } = useCartSummaryQuery();
  useEffect(() => {
    if (data) publishCartCount(data.cartId, data.CartCount);
  }, [data]);
}
