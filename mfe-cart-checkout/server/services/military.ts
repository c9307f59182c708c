import { eq } from 'drizzle-orm';
import { REQUIRED_FIELD, ageOn, isoFromInput } from '@resort/shared';
import type { Db } from '@resort/shared/server';
import {
  MILITARY_NOT_NEEDED,
  MILITARY_REQUIRED,
  MILITARY_UNVERIFIED,
  MILITARY_VERIFIED,
  militaryReviewMessage,
  type MilitaryVerificationRequest,
  type MilitaryVerificationView,
  type MilitaryView,
} from '../../contract';
import { militaryVerifications, type MilitaryOutcome } from '../schema';
import type { Missing } from './cart-data';
import { invalid } from './errors';
import type { ItemRow } from './views';

/** Service records the automatic check can read start with discharges of this year. */
export const EARLIEST_DISCHARGE_YEAR = 1940;
/** A dependant's sponsor must be an adult. */
export const SPONSOR_MIN_AGE = 18;

export type MilitaryRow = typeof militaryVerifications.$inferSelect;

export type MilitaryJudgement =
  | { outcome: MilitaryOutcome; dischargeYear: number | null; sponsorDateOfBirth: string | null }
  | { outcome: 'refused' };

/**
 * The cart's military verification rule, deterministic so a buyer and a test get the same answer:
 * - missing answers are bad input (400 'Required Field'): veterans and retirees give their
 *   honorable discharge year; dependants attest to their sponsor and give the sponsor's date of birth;
 * - refused ('Sorry, we are unable to verify your status.'): a discharge year before 1940 or after
 *   this year, a sponsor under 18 (or not yet born), a retired Space Force member (founded 2019: no
 *   retiree records yet), and the National Guard outside the United States (it has none);
 * - pending review: every country but the United States (email within 24 hours), and in the United
 *   States the reserve and the National Guard, whose records are checked by hand (within 20 minutes);
 * - verified: everything else.
 * `today` is the resort's today (ISO).
 */
export function judgeMilitary(input: MilitaryVerificationRequest, today: string): MilitaryJudgement {
  const thisYear = Number(today.slice(0, 4));
  const discharged = input.status === 'veteran' || input.status === 'retired';
  if (discharged && input.dischargeYear === undefined) throw invalid(REQUIRED_FIELD, { field: 'dischargeYear' });
  let sponsorDateOfBirth: string | null = null;
  if (input.status === 'dependent') {
    if (input.sponsorAttested !== true) throw invalid(REQUIRED_FIELD, { field: 'sponsorAttested' });
    if (!input.sponsorDateOfBirth) throw invalid(REQUIRED_FIELD, { field: 'sponsorDateOfBirth' });
    sponsorDateOfBirth = isoFromInput(input.sponsorDateOfBirth);
    if (!sponsorDateOfBirth) throw invalid(REQUIRED_FIELD, { field: 'sponsorDateOfBirth' });
    if (sponsorDateOfBirth > today || ageOn(sponsorDateOfBirth, today) < SPONSOR_MIN_AGE) return { outcome: 'refused' };
  }
  const dischargeYear = discharged ? (input.dischargeYear ?? null) : null;
  if (dischargeYear !== null && (dischargeYear < EARLIEST_DISCHARGE_YEAR || dischargeYear > thisYear)) return { outcome: 'refused' };
  if (input.branch === 'space-force' && input.status === 'retired') return { outcome: 'refused' };
  if (input.branch === 'national-guard' && input.country !== 'US') return { outcome: 'refused' };
  const byHand = input.country !== 'US' || input.status === 'reserve' || input.branch === 'national-guard';
  return { outcome: byHand ? 'pending' : 'verified', dischargeYear, sponsorDateOfBirth };
}

export const militaryMessage = (row: Pick<MilitaryRow, 'outcome' | 'country'>) =>
  row.outcome === 'verified' ? MILITARY_VERIFIED : militaryReviewMessage(row.country);

export const militaryItems = (items: ItemRow[]) => items.filter((i) => i.quote.militaryVerification === true);

export function militaryViewOf(items: ItemRow[], row: MilitaryRow | null): MilitaryView {
  return {
    required: militaryItems(items).length > 0,
    verification: row
      ? {
          country: row.country,
          branch: row.branch,
          status: row.status,
          dischargeYear: row.dischargeYear,
          outcome: row.outcome,
          message: militaryMessage(row),
        }
      : null,
  };
}

/** What keeps a cart with a military item from being completed: no status given, or one still under review. */
export function militaryProblems(items: ItemRow[], row: MilitaryRow | null): Missing[] {
  const needing = militaryItems(items);
  if (!needing.length || row?.outcome === 'verified') return [];
  const message = row ? militaryReviewMessage(row.country) : MILITARY_REQUIRED;
  return needing.map((i) => ({ message, itemId: i.id }));
}

export async function loadMilitary(conn: Db, cartId: string): Promise<MilitaryRow | null> {
  const [row] = await conn.select().from(militaryVerifications).where(eq(militaryVerifications.cartId, cartId)).limit(1);
  return row ?? null;
}

/**
 * Judges and stores the buyer's status for the cart. A refusal is answered with the spec's message
 * and changes nothing (an earlier outcome stays).
 */
export async function verifyMilitary(
  db: Db,
  cartId: string,
  items: ItemRow[],
  input: MilitaryVerificationRequest,
  today: string,
): Promise<MilitaryVerificationView> {
  if (!militaryItems(items).length) throw invalid(MILITARY_NOT_NEEDED);
  const judged = judgeMilitary(input, today);
  if (judged.outcome === 'refused') throw invalid(MILITARY_UNVERIFIED);
  const values = {
    cartId,
    country: input.country,
    branch: input.branch,
    status: input.status,
    dischargeYear: judged.dischargeYear,
    sponsorAttested: input.status === 'dependent',
    sponsorDateOfBirth: judged.sponsorDateOfBirth,
    outcome: judged.outcome,
  };
  const { cartId: _key, ...update } = values;
  await db.insert(militaryVerifications).values(values).onConflictDoUpdate({ target: militaryVerifications.cartId, set: update });
  return {
    country: values.country,
    branch: values.branch,
    status: values.status,
    dischargeYear: values.dischargeYear,
    outcome: values.outcome,
    message: militaryMessage(values),
  };
}
