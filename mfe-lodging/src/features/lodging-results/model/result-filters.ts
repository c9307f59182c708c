import type { LodgingResultsRequest, RoomFiltersRequest } from '../../../../contract';

/** The stay a results request is for (its dates, party and resort), without the filters it narrows by. */
export function roomFiltersRequest(request: LodgingResultsRequest): RoomFiltersRequest {
  const { amenities: _amenities, maxPrice: _maxPrice, sort: _sort, ...stay } = request;
  return stay;
}

/**
 * The amenity checkboxes: those the stay's results offer ("room filters": each with how many
 * properties have it), then any the address ticks that they do not (no count), so it can be unticked.
 */
export function amenityOptions(
  offered: readonly { name: string; count: number }[] | undefined,
  ticked: readonly string[],
): { name: string; count: number | null }[] {
  const list: { name: string; count: number | null }[] = (offered ?? []).map((a) => ({ name: a.name, count: a.count }));
  for (const name of ticked) if (!list.some((a) => a.name === name)) list.push({ name, count: null });
  return list;
}

export const FILTER_LABELS = {
  resort: 'Resort',
  allResorts: 'All resorts',
  maxPrice: 'Most for the stay, per room ($)',
  sort: 'Sort by',
  amenities: 'Amenities',
} as const;

/** The orders the list offers, by the `sort` the address carries ('' is the resorts' own order). */
export const SORT_OPTIONS = [
  { value: '', label: 'Resort' },
  { value: 'price', label: 'Price, lowest first' },
  { value: 'name', label: 'Name' },
] as const;
