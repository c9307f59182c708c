import { useEffect, useState } from 'react';
import { GENERIC_API_ERROR } from '@resort/shared';
import { searchLodging, type ResultsResponse } from '../api/search-lodging';
import { searchFromQuery } from './search-from-query';

export type ResultsState =
  | { status: 'loading' }
  | { status: 'invalid'; message: string }
  | { status: 'error'; message: string }
  | { status: 'done'; data: ResultsResponse };

/** Runs the search the page's query describes, again whenever the query changes. */
export function useLodgingResults(search: URLSearchParams): ResultsState {
  const key = search.toString();
  const [state, setState] = useState<ResultsState>({ status: 'loading' });

  useEffect(() => {
    const parsed = searchFromQuery(new URLSearchParams(key));
    if (!parsed.ok) {
      setState({ status: 'invalid', message: parsed.message });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    searchLodging(parsed.request).then((result) => {
      if (!current) return;
      if (result.success) setState({ status: 'done', data: result.data });
      // A 400 carries the rule's own message; anything else is the generic one (spec section 8).
      else setState({ status: 'error', message: result.status === 400 && result.message ? result.message : GENERIC_API_ERROR });
    });
    return () => {
      current = false;
    };
  }, [key]);

  return state;
}
