import { parseLodgingQuery } from '@resort/shared';
import type { LodgingSearchRequest } from '../api/search-lodging';

export type SearchFromQuery = { ok: true; request: LodgingSearchRequest } | { ok: false; message: string };

/** The page's query (as the Lodging tab wrote it), checked by the shared lodging rule before any call. */
export function searchFromQuery(search: URLSearchParams): SearchFromQuery {
  const query = Object.fromEntries(search.entries());
  const parsed = parseLodgingQuery(query);
  if (!parsed.ok) return { ok: false, message: parsed.message };
  const request: LodgingSearchRequest = {
    arrivaldate: parsed.value.arrival,
    departuredate: parsed.value.departure,
    adultcount: parsed.value.adults,
    childcount: parsed.value.children,
    childagearray: parsed.value.childAges.join(','),
  };
  const resort = search.get('resort');
  if (resort) request.resort = resort;
  return { ok: true, request };
}
