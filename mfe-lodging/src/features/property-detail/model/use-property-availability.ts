import { useEffect, useState } from 'react';
import { GENERIC_API_ERROR } from '@resort/shared';
import type { PropertyResult, ResultsResponse } from '../../lodging-results/api/search-lodging';
import { searchFromQuery } from '../../lodging-results/model/search-from-query';
import { getPropertyAvailability } from '../api/get-property-availability';

export type PropertyAvailabilityState =
  | { status: 'no-stay' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'done'; stay: ResultsResponse; property: PropertyResult | null };

/** The property's rooms for the stay in the page's query; nothing to load when the query has no stay. */
export function usePropertyAvailability(propertyId: string, search: URLSearchParams): PropertyAvailabilityState {
  const key = search.toString();
  const [state, setState] = useState<PropertyAvailabilityState>({ status: 'no-stay' });

  useEffect(() => {
    const parsed = searchFromQuery(new URLSearchParams(key));
    if (!parsed.ok) {
      setState({ status: 'no-stay' });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    getPropertyAvailability(propertyId, parsed.request).then((result) => {
      if (!current) return;
      if (result.success) setState({ status: 'done', stay: result.data, property: result.data.properties[0] ?? null });
      else setState({ status: 'error', message: GENERIC_API_ERROR });
    });
    return () => {
      current = false;
    };
  }, [propertyId, key]);

  return state;
}
