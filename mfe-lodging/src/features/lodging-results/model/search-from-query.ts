import { CHOOSE_LISTED_OPTION } from '@resort/shared/core';
import { isResortId, parseStay, RESULT_SORTS } from '../../../../contract-rules';
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
    if (!isResortId(resort)) return { ok: false, message: CHOOSE_LISTED_OPTION };
    request.resort = resort;
  }
  // The filters travel in the address too, so a narrowed list can be shared.
  const amenities = search.getAll('amenity').filter(Boolean).slice(0, 10);
  if (amenities.length) request.amenities = amenities;
  const maxPrice = Number(search.get('maxprice'));
  if (search.get('maxprice') && Number.isInteger(maxPrice) && maxPrice > 0) request.maxPrice = maxPrice * 100;
  const sort = search.get('sort');
  if (sort && (RESULT_SORTS as readonly string[]).includes(sort)) request.sort = sort as (typeof RESULT_SORTS)[number];
  return { ok: true, request };
}
