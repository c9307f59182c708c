import { isoFromInput } from '../dates/parse';
import { ageOn } from './age';

/**
 * Military verification (spec sections 2, 5, 8 and 9): the one rule the cart applies to a
 * Military pass buyer and the account to the status a holder keeps, so both give the same answer.
 */

export const MILITARY_UNVERIFIED = 'Sorry, we are unable to verify your status.';
export const MILITARY_VERIFIED = 'Thank you. Your military status is verified.';
/** Spec section 9: the review email comes within 20 minutes in the USA, 24 hours elsewhere. */
export const militaryReviewMessage = (country: string) =>
  `We are reviewing your military status and will email you within ${country === 'US' ? '20 minutes' : '24 hours'}. You can complete your purchase once it is verified.`;

export const MILITARY_BRANCHES = [
  { value: 'army', label: 'Army' },
  { value: 'navy', label: 'Navy' },
  { value: 'air-force', label: 'Air Force' },
  { value: 'marine-corps', label: 'Marine Corps' },
  { value: 'coast-guard', label: 'Coast Guard' },
  { value: 'space-force', label: 'Space Force' },
  { value: 'national-guard', label: 'National Guard' },
] as const;
export const MILITARY_STATUSES = [
  { value: 'active-duty', label: 'Active duty' },
  { value: 'reserve', label: 'Reserve' },
  { value: 'retired', label: 'Retired' },
  { value: 'veteran', label: 'Veteran (honorably discharged)' },
  { value: 'dependent', label: 'Spouse or dependant of a service member' },
] as const;
/** Countries whose forces the resort's military pass covers. */
export const MILITARY_COUNTRIES = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'AU', label: 'Australia' },
  { value: 'NZ', label: 'New Zealand' },
] as const;

/** Service records the automatic check can read start with discharges of this year. */
export const EARLIEST_DISCHARGE_YEAR = 1940;
/** A dependant's sponsor must be an adult. */
export const SPONSOR_MIN_AGE = 18;

export interface MilitaryStatusInput {
  country: string;
  branch: string;
  status: string;
  /** Veterans and retirees: the year of their honorable discharge. */
  dischargeYear?: number;
  /** Dependants: they attest that their sponsor serves or served. */
  sponsorAttested?: boolean;
  /** Dependants: the sponsor's date of birth (MM/DD/YYYY or ISO). */
  sponsorDateOfBirth?: string;
}

export type MilitaryOutcome = 'verified' | 'pending';

export type MilitaryJudgement =
  | { outcome: MilitaryOutcome; dischargeYear: number | null; sponsorDateOfBirth: string | null }
  | { outcome: 'refused' }
  /** An answer the status needs is not given: bad input ('Required Field' on that field), not a refusal. */
  | { outcome: 'missing'; field: 'dischargeYear' | 'sponsorAttested' | 'sponsorDateOfBirth' };

/**
 * Deterministic, so a buyer, a holder and a test get the same answer:
 * - missing: veterans and retirees give their honorable discharge year; dependants attest to
 *   their sponsor and give the sponsor's date of birth;
 * - refused ('Sorry, we are unable to verify your status.'): a discharge year before 1940 or after
 *   this year, a sponsor under 18 (or not yet born), a retired Space Force member (founded 2019: no
 *   retiree records yet), and the National Guard outside the United States (it has none);
 * - pending review: every country but the United States (email within 24 hours), and in the United
 *   States the reserve and the National Guard, whose records are checked by hand (within 20 minutes);
 * - verified: everything else.
 * `today` is the resort's today (ISO).
 */
export function judgeMilitary(input: MilitaryStatusInput, today: string): MilitaryJudgement {
  const thisYear = Number(today.slice(0, 4));
  const discharged = input.status === 'veteran' || input.status === 'retired';
  if (discharged && input.dischargeYear === undefined) return { outcome: 'missing', field: 'dischargeYear' };
  let sponsorDateOfBirth: string | null = null;
  if (input.status === 'dependent') {
    if (input.sponsorAttested !== true) return { outcome: 'missing', field: 'sponsorAttested' };
    sponsorDateOfBirth = isoFromInput(input.sponsorDateOfBirth);
    if (!sponsorDateOfBirth) return { outcome: 'missing', field: 'sponsorDateOfBirth' };
    if (sponsorDateOfBirth > today || ageOn(sponsorDateOfBirth, today) < SPONSOR_MIN_AGE) return { outcome: 'refused' };
  }
  const dischargeYear = discharged ? (input.dischargeYear ?? null) : null;
  if (dischargeYear !== null && (dischargeYear < EARLIEST_DISCHARGE_YEAR || dischargeYear > thisYear)) return { outcome: 'refused' };
  if (input.branch === 'space-force' && input.status === 'retired') return { outcome: 'refused' };
  if (input.branch === 'national-guard' && input.country !== 'US') return { outcome: 'refused' };
  const byHand = input.country !== 'US' || input.status === 'reserve' || input.branch === 'national-guard';
  return { outcome: byHand ? 'pending' : 'verified', dischargeYear, sponsorDateOfBirth };
}
