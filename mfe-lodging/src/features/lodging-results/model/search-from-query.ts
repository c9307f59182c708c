import { parseStay, ResortId } from '../../../../contract';
import type { LodgingSearchRequest } from '../api/search-lodging';

export type SearchFromQuery = { ok: true; request: LodgingSearchRequest } | { ok: false; message: string };

/**
 * The page's query (as the Lodging tab wrote it), checked by the shared lodging rule before any
 * call; a hand-edited address with a huge children count or an unknown resort is refused without
 * looping over it or asking the server.
 */
export function searchFromQuery(search: URLSearchParams): SearchFromQuery {
  const query = Object.fromEntries(search.entries());
  const parsed = parseStay(query);
  if (!parsed.ok) return { ok: false, message: parsed.message };
  const request: LodgingSearchRequest = {
    arrivaldate: parsed.value.arrival,
    departuredate: parsed.value.departure,
    adultcount: parsed.value.adults,
    childcount: parsed.value.children,
    childagearray: parsed.value.childAges.join(','),
  };
  const resort = search.get('resort');
  if (resort) {
    const known = ResortId.safeParse(resort);
    if (!known.success) return { ok: false, message: known.error.issues[0].message };
    request.resort = known.data;
  }
  return { ok: true, request };
}
