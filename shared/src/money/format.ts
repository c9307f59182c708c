import { CURRENCY_SYMBOL } from '../constants';

/** Money is integer minor units plus an ISO currency code (USD or CAD). */
export interface Money {
  amount: number;
  currency: string;
}

const THOUSANDS = /\B(?=(\d{3})+$)/g;

/** '$1,234.50', with the currency code appended when it is not USD ('$99.00 CAD'). */
export function formatMoney(amount: number, currency = 'USD'): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(Math.round(amount));
  // Grouped by hand: toLocaleString builds an ICU formatter on every call, and a results page
  // formats a price per day and age (75 ms of a phone's main thread on lift ticket results).
  const major = String(Math.floor(abs / 100)).replace(THOUSANDS, ',');
  const minor = String(abs % 100).padStart(2, '0');
  const text = `${sign}${CURRENCY_SYMBOL}${major}.${minor}`;
  return currency === 'USD' ? text : `${text} ${currency}`;
}

/**
 * Tax on one line, rounded half-up to the minor unit. Tax is computed per line and the order's
 * tax is the sum of the lines' taxes, so a receipt always adds up.
 */
export function lineTax(amount: number, rateBasisPoints: number): number {
  return Math.floor((amount * rateBasisPoints + 5000) / 10000);
}
