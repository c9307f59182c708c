import { eq } from 'drizzle-orm';
import { type Db, type LineServices } from '@resort/shared/server';
import { cardTokenizer } from '@resort/shared/server/account-lookups';
import {
  CARD_ON_FILE_UNAVAILABLE,
  RESORT_CHARGE_NEEDS_CARD,
  type CardOnFileAnswer,
  type CardOnFileBody,
  type ResortChargeAnswer,
} from '../../contract';
import { profiles } from '../schema';
import { invalid, unavailable } from '@resort/shared/core';

/** Spec "update credit card on file": what the holder sees of it (brand, last 4, expiry). */
export async function cardOnFile({ db, userId }: { db: Db; userId: string }): Promise<CardOnFileAnswer> {
  const [p] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  if (!p?.cardToken || !p.cardLast4 || !p.cardBrand || !p.cardExpMonth || !p.cardExpYear) return { card: null };
  return { card: { brand: p.cardBrand, last4: p.cardLast4, expMonth: p.cardExpMonth, expYear: p.cardExpYear } };
}

/**
 * The card goes to the payment gateway, and only its token comes back into the database, with
 * the last 4 digits and expiry the holder recognises it by. A refusal by the gateway is the
 * holder's to fix (400 with its message); no gateway at all is ours (503).
 */
export async function saveCardOnFile({
  db,
  services,
  userId,
  card,
}: {
  db: Db;
  services: LineServices;
  userId: string;
  card: CardOnFileBody;
}): Promise<CardOnFileAnswer> {
  const tokenizer = cardTokenizer(services);
  if (!tokenizer) throw unavailable(CARD_ON_FILE_UNAVAILABLE);
  let tokenized: Awaited<ReturnType<typeof tokenizer.tokenize>>;
  try {
    tokenized = await tokenizer.tokenize({ ...card, cardNumber: card.cardNumber.replace(/[^0-9]/g, '') });
  } catch (error) {
    const field = (error as { field?: string }).field;
    throw invalid(error instanceof Error && error.message ? error.message : CARD_ON_FILE_UNAVAILABLE, field ? { field } : null);
  }
  await db
    .update(profiles)
    .set({
      cardToken: tokenized.token,
      cardBrand: tokenized.brand,
      cardLast4: tokenized.last4,
      cardExpMonth: card.expMonth,
      cardExpYear: card.expYear,
      updatedAt: new Date(),
    })
    .where(eq(profiles.userId, userId));
  return cardOnFile({ db, userId });
}

export async function removeCardOnFile({ db, userId }: { db: Db; userId: string }): Promise<CardOnFileAnswer> {
  await db
    .update(profiles)
    // Without a card there is nothing to charge on the mountain: resort charge ends with it.
    .set({
      cardToken: null,
      cardBrand: null,
      cardLast4: null,
      cardExpMonth: null,
      cardExpYear: null,
      resortCharge: false,
      updatedAt: new Date(),
    })
    .where(eq(profiles.userId, userId));
  return { card: null };
}

export async function resortChargeOf({ db, userId }: { db: Db; userId: string }): Promise<ResortChargeAnswer> {
  const [p] = await db.select({ on: profiles.resortCharge }).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return { enrolled: p?.on === true };
}

/** "Enroll/unenroll resort charge": enrolling needs a card on file to charge. */
export async function setResortCharge({ db, userId, enroll }: { db: Db; userId: string; enroll: boolean }): Promise<ResortChargeAnswer> {
  if (enroll && !(await cardOnFile({ db, userId })).card) throw invalid(RESORT_CHARGE_NEEDS_CARD, { field: 'enroll' });
  await db.update(profiles).set({ resortCharge: enroll, updatedAt: new Date() }).where(eq(profiles.userId, userId));
  return { enrolled: enroll };
}
