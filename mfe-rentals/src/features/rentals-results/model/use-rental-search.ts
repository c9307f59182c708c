import { useEffect, useState } from 'react';
import { GENERIC_API_ERROR } from '@resort/shared';
import { searchProducts, type RentalSearchRequest, type RentalSearchResult } from '../api/search-products';
import { getLocationsPricingStats, type LocationPricingStats } from '../api/get-locations-pricing-stats';

export type RentalSearchState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; result: RentalSearchResult; stats: LocationPricingStats[] };

/** A search the visitor can fix (a bad date in the link) reads as the server's words; anything else as the generic error. */
function failureMessage(status: number, data: unknown): string {
  return status === 400 && typeof data === 'string' && data ? data : GENERIC_API_ERROR;
}

export function useRentalSearch(request: RentalSearchRequest): RentalSearchState {
  const [state, setState] = useState<RentalSearchState>({ status: 'loading' });
  const key = JSON.stringify(request);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    Promise.all([searchProducts(request), getLocationsPricingStats(request)]).then(([products, stats]) => {
      if (!live) return;
      if (!products.success || typeof products.data === 'string') {
        setState({ status: 'error', message: failureMessage(products.status, products.data) });
        return;
      }
      // The per-shop "from" prices are a nicety; the page works without them.
      const shopStats = stats.success && typeof stats.data !== 'string' ? stats.data : [];
      setState({ status: 'ready', result: products.data, stats: shopStats });
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
