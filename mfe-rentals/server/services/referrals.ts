import { eq } from 'drizzle-orm';
import { resortToday, toIsoDate } from '@resort/shared/dates';
import type { Db } from '@resort/shared/server';
import { REFERRAL_EXPIRED, REFERRAL_INVALID, referralAlert, type ReferralCodeAnswer } from '../../contract';
import { referralCodes } from '../schema';

/** Where the visitor's session keeps the code of the friend who referred them. */
export const REFERRAL_SESSION_KEY = 'rentalsReferralCode';

/** Codes are read as people type them: any case, spaces ignored. */
export const normaliseCode = (code: string) => code.replace(/\s+/g, '').toUpperCase();

/** Demo referral codes: one a friend shares, one from last season. */
export const DEMO_REFERRAL_CODES = [
  { code: 'FRIENDS10', referrerName: 'Sam', percentOff: 10, expiresOn: null },
  { code: 'LASTWINTER20', referrerName: 'Alex', percentOff: 20, expiresOn: '2025-04-30' },
];

/**
 * "Verify referral code" (spec section 7): whether it can be used today (by the store's first
 * resort's calendar; codes are not tied to a resort) and what it gives.
 */
export async function verifyReferralCode(db: Db, typed: string): Promise<ReferralCodeAnswer> {
  const code = normaliseCode(typed);
  const [row] = code ? await db.select().from(referralCodes).where(eq(referralCodes.code, code)).limit(1) : [];
  if (!row) return { valid: false, code, percentOff: 0, referrerName: null, message: REFERRAL_INVALID };
  if (row.expiresOn && row.expiresOn < toIsoDate(resortToday('America/Denver')))
    return { valid: false, code, percentOff: 0, referrerName: row.referrerName, message: REFERRAL_EXPIRED };
  return {
    valid: true,
    code,
    percentOff: row.percentOff,
    referrerName: row.referrerName,
    message: referralAlert(code, row.referrerName, row.percentOff),
  };
}
