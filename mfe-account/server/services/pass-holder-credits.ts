import { and, asc, eq, exists, gt, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { formatMoney } from '@resort/shared/core';
import { formatDate, parseDate } from '@resort/shared/dates';
import type { Db } from '@resort/shared/server';
import type { CreditWallet } from '@resort/shared/server/account-lookups';
import { PASS_HOLDER_CREDIT_TERMS, type PassHolderCreditsAnswer } from '../../contract';
import { passHolderCreditSpends, passHolderCredits, profiles } from '../schema';

/** Spec "pass holder credits", with their terms; the credits are usable once the terms are accepted. */
export async function creditsOf({ db, userId }: { db: Db; userId: string }): Promise<PassHolderCreditsAnswer> {
  const [p] = await db.select({ acceptedAt: profiles.creditTermsAcceptedAt }).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  const rows = await db
    .select()
    .from(passHolderCredits)
    .where(and(eq(passHolderCredits.userId, userId), gt(passHolderCredits.remaining, 0)))
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
        // What is left of it: a checkout may have spent part.
        amount: r.remaining,
        currency: r.currency,
        amountFormatted: formatMoney(r.remaining, r.currency),
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

/**
 * The credits as the other lines use them (shared/src/server/account-lookups.ts). Issued once per
 * cause; spent at checkout, soonest expiry first, only once the holder accepted the terms and
 * only before they expire (the database's date); given back exactly when the order fails or is cancelled.
 */
export function createCreditWallet(db: Db): CreditWallet {
  return {
    async issue(credit) {
      await db
        .insert(passHolderCredits)
        .values({ ...credit, remaining: credit.amount })
        .onConflictDoNothing({ target: passHolderCredits.sourceKey });
    },

    async spend(tx, { userId, orderId, currency, upTo }) {
      if (upTo <= 0) return 0;
      const usable = await tx
        .select({ id: passHolderCredits.id, remaining: passHolderCredits.remaining })
        .from(passHolderCredits)
        .where(
          and(
            eq(passHolderCredits.userId, userId),
            eq(passHolderCredits.currency, currency),
            gt(passHolderCredits.remaining, 0),
            gte(passHolderCredits.expiresOn, sql`current_date`),
            exists(
              tx
                .select({ one: sql`1` })
                .from(profiles)
                .where(and(eq(profiles.userId, userId), isNotNull(profiles.creditTermsAcceptedAt))),
            ),
          ),
        )
        .orderBy(asc(passHolderCredits.expiresOn), asc(passHolderCredits.createdAt))
        .for('update');
      let spent = 0;
      for (const credit of usable) {
        const take = Math.min(credit.remaining, upTo - spent);
        if (take <= 0) break;
        await tx
          .update(passHolderCredits)
          .set({ remaining: sql`${passHolderCredits.remaining} - ${take}` })
          .where(eq(passHolderCredits.id, credit.id));
        await tx.insert(passHolderCreditSpends).values({ creditId: credit.id, orderId, amount: take });
        spent += take;
      }
      return spent;
    },

    async giveBack(tx, orderId) {
      const spends = await tx.delete(passHolderCreditSpends).where(eq(passHolderCreditSpends.orderId, orderId)).returning();
      if (!spends.length) return;
      const byCredit = new Map<string, number>();
      for (const s of spends) byCredit.set(s.creditId, (byCredit.get(s.creditId) ?? 0) + s.amount);
      const ids = [...byCredit.keys()].sort();
      await tx.select({ id: passHolderCredits.id }).from(passHolderCredits).where(inArray(passHolderCredits.id, ids)).for('update');
      for (const id of ids) {
        await tx
          .update(passHolderCredits)
          .set({ remaining: sql`${passHolderCredits.remaining} + ${byCredit.get(id)!}` })
          .where(eq(passHolderCredits.id, id));
      }
    },
  };
}
