import { useEffect } from 'react';
import { getCartSummary } from '../../cart/api/get-cart-summary';
import { publishCartCount } from '../../cart/model/publish-cart-count';

/** Spec section 4: "Cart: loaded on page load and published to the page." */
export function useCartSummaryOnLoad(): void {
  useEffect(() => {
    let cancelled = false;
    void getCartSummary().then((result) => {
      if (cancelled || !result.success) return;
      publishCartCount(result.data.cartId, result.data.CartCount);
    });
    return () => {
      cancelled = true;
    };
  }, []);
}
