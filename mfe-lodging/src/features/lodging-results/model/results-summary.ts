import { formatMoney } from '@resort/shared/core';
import { displayDate } from '@resort/shared/dates';
import type { PropertyResult, ResultsResponse, RoomResult } from '../../../../contract';

// The results' words, one rule for the page and for the first screen the server draws of it.

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The line over the results: the stay, the party and how many properties it found. */
export function resultsSummary(data: ResultsResponse): string {
  const guests = [plural(data.adults, 'adult', 'adults'), data.children ? plural(data.children, 'child', 'children') : null].filter(
    Boolean,
  );
  return `${displayDate(data.arrival)} – ${displayDate(data.departure)} · ${plural(data.nights, 'night', 'nights')} · ${guests.join(', ')} · ${plural(data.count, 'property', 'properties')}`;
}

/** A property's lowest price for the party; null when no free room sleeps it. */
export const fromPriceText = ({ fromPrice, currency }: Pick<PropertyResult, 'fromPrice' | 'currency'>): string | null =>
  fromPrice === null ? null : `From ${formatMoney(fromPrice, currency)} per stay`;

export const roomSleepsText = ({ sleeps, fitsParty }: Pick<RoomResult, 'sleeps' | 'fitsParty'>) =>
  `Sleeps ${sleeps}${fitsParty ? '' : ' · too small for your party in one room'}`;

/** What a room's price covers. */
export const roomPriceNote = (nights: number) => `for ${plural(nights, 'night', 'nights')}, before taxes and fees`;

export const roomPrice = ({ totalPrice, currency }: Pick<RoomResult, 'totalPrice' | 'currency'>) => formatMoney(totalPrice, currency);

export const soldOutText = ({ label }: Pick<RoomResult, 'label'>) => label ?? 'Sold Out';

export const ADD_ROOM_LABEL = 'Add to cart';
