import { and, eq } from 'drizzle-orm';
import { formatDate, parseDate } from '@resort/shared/dates';
import { notFound, type Db } from '@resort/shared/server';
import type { CreditWallet } from '@resort/shared/server/account-lookups';
import { dayPrices, liftReservations } from '../schema';
import { productId } from '../seed';
import { cancelReserved } from './reservations';
import { findResort } from './resorts';

/** How long a credit for a day the resort took back can be spent: a year from that day. */
const CREDIT_MONTHS = 12;

const plusMonths = (isoDay: string, months: number): string => {
  const d = new Date(`${isoDay}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
};

/**
 * The resort cancels a day's lift reservations (the mountain closed, a storm): every pass holder
 * whose reservation it cancels gets a pass holder credit worth an adult day ticket at the window
 * that day, in the resort's currency, for a year. The credit is issued before the reservation is
 * cancelled and once per reservation, so running this again (after a failure) issues nothing twice.
 * Answers how many reservations it cancelled.
 */
export async function cancelDayByResort({
  db,
  credits,
  resortId,
  day,
}: {
  db: Db;
  credits: CreditWallet;
  resortId: string;
  day: string;
}): Promise<number> {
  const resort = await findResort(db, resortId);
  if (!resort) throw notFound('Resort not found');
  const [price] = await db
    .select({ amount: dayPrices.windowPrice })
    .from(dayPrices)
    .where(and(eq(dayPrices.productId, productId(resortId, 1)), eq(dayPrices.day, day), eq(dayPrices.ageCode, 'adult')));
  const reserved = await db
    .select()
    .from(liftReservations)
    .where(and(eq(liftReservations.resortId, resortId), eq(liftReservations.day, day), eq(liftReservations.status, 'reserved')));
  const shown = parseDate(day);
  let cancelled = 0;
  for (const r of reserved) {
    if (price?.amount) {
      await credits.issue({
        userId: r.userId,
        title: `${resort.name} credit: your reservation for ${shown ? formatDate(shown) : day} was cancelled by the resort`,
        amount: price.amount,
        currency: resort.currency,
        expiresOn: plusMonths(day, CREDIT_MONTHS),
        sourceKey: `lift-reservation:${r.id}`,
      });
    }
    const done = await cancelReserved(db, r);
    if (done) cancelled += 1;
  }
  return cancelled;
}
