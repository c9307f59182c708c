import { and, eq, isNull } from 'drizzle-orm';
import { conflict, notFound, type Db } from '@resort/shared/server';
import type { CreditWallet } from '@resort/shared/server/account-lookups';
import { PASS_DEFERRAL_NO_ACCOUNT, PASS_NOT_FOUND, type PassDeferred } from '../../contract';
import { liftReservations, passPrices, passes, seasonPasses } from '../schema';
import { cancelReserved } from './reservations';

/** '2026-27' → '2027-28'. */
export function nextSeason(season: string): string | null {
  const m = /^(\d{4})-\d{2}$/.exec(season);
  if (!m) return null;
  const year = Number(m[1]) + 1;
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

/**
 * The resort defers a season pass to the next season (the holder cannot ski it: an injury, a
 * closed mountain): the pass is marked deferred and reserves no more days of its own season (its
 * days still reserved are given back), and its holder gets a pass holder credit worth the pass's
 * price for its age category, in its currency, spendable until a year after the next season opens.
 * The credit is issued before the pass is marked and once per pass (its source key), so running
 * this again (after a failure, or twice) issues nothing twice.
 */
export async function deferPass({ db, credits, passNumber }: { db: Db; credits: CreditWallet; passNumber: string }): Promise<PassDeferred> {
  const [row] = await db
    .select({ sold: seasonPasses, pass: passes, price: passPrices.price })
    .from(seasonPasses)
    .innerJoin(passes, eq(passes.id, seasonPasses.passId))
    .leftJoin(passPrices, and(eq(passPrices.passId, seasonPasses.passId), eq(passPrices.ageCode, seasonPasses.ageCode)))
    .where(eq(seasonPasses.passNumber, passNumber));
  if (!row) throw notFound(PASS_NOT_FOUND);
  const deferredTo = row.sold.deferredTo ?? nextSeason(row.sold.season);
  if (!deferredTo) throw notFound(PASS_NOT_FOUND);
  // A credit belongs to an account: a pass bought for someone without one is linked first.
  if (!row.sold.userId) throw conflict(PASS_DEFERRAL_NO_ACCOUNT);
  const amount = row.price ?? row.pass.price;
  await credits.issue({
    userId: row.sold.userId,
    title: `${row.pass.name} credit: your pass ${passNumber} was deferred to the ${deferredTo} season`,
    amount,
    currency: row.pass.currency,
    expiresOn: `${Number(deferredTo.slice(0, 4)) + 1}-12-01`,
    sourceKey: `pass-deferral:${passNumber}`,
  });
  const [marked] = await db
    .update(seasonPasses)
    .set({ deferredTo, deferredAt: new Date() })
    .where(and(eq(seasonPasses.passNumber, passNumber), isNull(seasonPasses.deferredTo)))
    .returning({ passNumber: seasonPasses.passNumber });
  const reserved = await db
    .select({ id: liftReservations.id, passNumber: liftReservations.passNumber })
    .from(liftReservations)
    .where(and(eq(liftReservations.passNumber, passNumber), eq(liftReservations.status, 'reserved')));
  let released = 0;
  for (const r of reserved) if (await cancelReserved(db, r)) released += 1;
  return {
    passNumber,
    deferredTo,
    alreadyDeferred: !marked,
    credit: { amount, currency: row.pass.currency },
    reservationsCancelled: released,
  };
}
