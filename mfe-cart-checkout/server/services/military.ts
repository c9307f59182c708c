import { eq } from 'drizzle-orm';
import { REQUIRED_FIELD, judgeMilitary } from '@resort/shared/rules';
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
  type MissingStep,
} from '../../contract';
import { militaryVerifications } from '../schema';
import { invalid } from './errors';
import type { ItemRow, MilitaryRow } from './rows';

export type { MilitaryRow } from './rows';

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
export function militaryProblems(items: ItemRow[], row: MilitaryRow | null): MissingStep[] {
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
  if (judged.outcome === 'missing') throw invalid(REQUIRED_FIELD, { field: judged.field });
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
