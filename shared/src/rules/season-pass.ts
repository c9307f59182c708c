import type { DateTime } from 'luxon';

export interface SeasonPassOption {
  /** The pass page URL: the option's value. */
  value: string;
  /** The pass name shown in the drop-down. */
  name: string;
}

export const SEASON_PASS_ANALYTICS_EVENT = 'season-pass-selected';

/** "The selected value becomes the submit link's href" (spec section 2); null while nothing is chosen. */
export function seasonPassLink(selectedValue: string | null | undefined): string | null {
  return selectedValue?.trim() || null;
}

/** "The selected pass name is recorded for analytics": arguments for publishAnalytics. */
export function seasonPassAnalytics(passName: string): { event: string; data: { passName: string } } {
  return { event: SEASON_PASS_ANALYTICS_EVENT, data: { passName: passName.trim() } };
}

/**
 * Spec section 8, code 2005: a pass or card number already assigned to someone else. The account
 * (create account with a card number) and the lift line (linking a pass) both refuse with it.
 */
export const CARD_ASSIGNED_CODE = 2005;
export const CARD_ASSIGNED = 'This card number is assigned to someone else.';

/** Spec section 9's payment plan: 49 (minor units: 4900) down per pass, the balance due in September. */
export const PAYMENT_PLAN_DOWN = 4900;
export const PAYMENT_PLAN_TEXT = '49 down, balance due in September';

/**
 * The season on sale and its first day: seasons open on 1 December, and from May the next one is
 * sold. In November 2026 that is '2026-27', first day 2026-12-01; in February 2027 still '2026-27'.
 * A season pass and a signed release of liability both cover this season.
 */
export function seasonOnSale(today: DateTime): { season: string; start: string; previous: string } {
  const year = today.month >= 5 ? today.year : today.year - 1;
  const label = (y: number) => `${y}-${String((y + 1) % 100).padStart(2, '0')}`;
  return { season: label(year), start: `${year}-12-01`, previous: label(year - 1) };
}
