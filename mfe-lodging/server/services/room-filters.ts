import type { Db } from '@resort/shared/server';
import { RESULT_SORTS, type RoomFilters, type RoomFiltersRequest } from '../../contract';
import { searchResults } from './properties';
import { stayFromSearch } from './stays';

const counted = <K>(keys: K[][]) => {
  const counts = new Map<K, number>();
  for (const perProperty of keys) for (const k of new Set(perProperty)) counts.set(k, (counts.get(k) ?? 0) + 1);
  return counts;
};

/**
 * "Room filters" (spec section 7): the options a stay's results offer, read from the same search
 * the results page runs, so a filter never offers what would leave the list empty.
 */
export async function roomFilters(db: Db, { resort, ...search }: RoomFiltersRequest): Promise<RoomFilters> {
  const { properties } = await searchResults({ db, stay: stayFromSearch(search), resortId: resort });
  const amenities = counted(properties.map((p) => p.amenities));
  const sizes = counted(properties.map((p) => p.rooms.filter((r) => !r.soldOut).map((r) => r.sleeps)));
  const prices = new Map<string, { min: number; max: number }>();
  for (const p of properties) {
    if (p.fromPrice === null) continue;
    const range = prices.get(p.currency);
    prices.set(
      p.currency,
      range ? { min: Math.min(range.min, p.fromPrice), max: Math.max(range.max, p.fromPrice) } : { min: p.fromPrice, max: p.fromPrice },
    );
  }
  return {
    count: properties.length,
    amenities: [...amenities].map(([name, count]) => ({ name, count })).sort((a, b) => a.name.localeCompare(b.name)),
    prices: [...prices].map(([currency, range]) => ({ currency, ...range })).sort((a, b) => a.currency.localeCompare(b.currency)),
    roomSizes: [...sizes].map(([sleeps, count]) => ({ sleeps, count })).sort((a, b) => a.sleeps - b.sleeps),
    sorts: [...RESULT_SORTS],
  };
}
