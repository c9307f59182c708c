import { asc, eq } from 'drizzle-orm';
import { formatMoney } from '@resort/shared';
import { formatDate, parseDate } from '@resort/shared/dates';
import type { Db } from '@resort/shared/server';
import { PASS_HOLDER_CREDIT_TERMS, type PassHolderCreditsAnswer } from '../../contract';
import { passHolderCredits, profiles } from '../schema';

/** Spec "pass holder credits", with their terms; the credits are usable once the terms are accepted. */
export async function creditsOf({ db, userId }: { db: Db; userId: string }): Promise<PassHolderCreditsAnswer> {
  const [p] = await db.select({ acceptedAt: profiles.creditTermsAcceptedAt }).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  const rows = await db
    .select()
    .from(passHolderCredits)
    .where(eq(passHolderCredits.userId, userId))
    .orderBy(asc(passHolderCredits.expiresOn), asc(passHolderCredits.createdAt));
  const termsAccepted = Boolean(p?.acceptedAt);
  return {
    terms: [...PASS_HOLDER_CREDIT_TERMS],
    termsAccepted,
    usable: termsAccepted,
    credits: rows.map((r) => {
      const expires = parseDate(r.expiresOn);
      return {
        id: r.id,
        title: r.title,
        amount: r.amount,
        currency: r.currency,
        amountFormatted: formatMoney(r.amount, r.currency),
        expiresOn: expires ? formatDate(expires) : r.expiresOn,
      };
    }),
  };
}

/** Spec "terms for pass holder credits": accepting is kept with its time; accepting again changes nothing. */
export async function acceptCreditTerms({ db, userId }: { db: Db; userId: string }): Promise<PassHolderCreditsAnswer> {
  const [p] = await db.select({ acceptedAt: profiles.creditTermsAcceptedAt }).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  if (p && !p.acceptedAt) await db.update(profiles).set({ creditTermsAcceptedAt: new Date() }).where(eq(profiles.userId, userId));
  return creditsOf({ db, userId });
}
