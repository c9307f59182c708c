import { and, asc, count, eq } from 'drizzle-orm';
import type { RentalProfile } from '@resort/shared/rules';
import { notFound, type Db } from '@resort/shared/server';
import { MAX_RENTAL_PROFILES, TOO_MANY_RENTAL_PROFILES, type RentalProfileBody } from '../../contract';
import { rentalProfiles } from '../schema';
import { conflict } from '@resort/shared/core';

type Row = typeof rentalProfiles.$inferSelect;

const toProfile = (r: Row): RentalProfile => ({
  id: r.id,
  name: r.name,
  heightCm: r.heightCm,
  weightKg: r.weightKg,
  age: r.age,
  skierType: r.skierType as RentalProfile['skierType'],
  bootSize: r.bootSize,
});

const values = (p: RentalProfileBody) => ({
  name: p.name.trim(),
  heightCm: p.heightCm,
  weightKg: p.weightKg,
  age: p.age,
  skierType: p.skierType,
  bootSize: p.bootSize?.trim() || null,
});

/** The account's saved renters, oldest first. */
export async function listRentalProfiles(db: Db, userId: string): Promise<RentalProfile[]> {
  const rows = await db
    .select()
    .from(rentalProfiles)
    .where(eq(rentalProfiles.userId, userId))
    .orderBy(asc(rentalProfiles.createdAt), asc(rentalProfiles.id));
  return rows.map(toProfile);
}

export async function createRentalProfile(db: Db, userId: string, profile: RentalProfileBody): Promise<RentalProfile[]> {
  const [{ n }] = await db.select({ n: count() }).from(rentalProfiles).where(eq(rentalProfiles.userId, userId));
  if (n >= MAX_RENTAL_PROFILES) throw conflict(TOO_MANY_RENTAL_PROFILES);
  await db.insert(rentalProfiles).values({ userId, ...values(profile) });
  return listRentalProfiles(db, userId);
}

/** Only the account's own profile is changed; another's id is as unknown as a made-up one. */
export async function updateRentalProfile(db: Db, userId: string, id: string, profile: RentalProfileBody): Promise<RentalProfile[]> {
  const updated = await db
    .update(rentalProfiles)
    .set(values(profile))
    .where(and(eq(rentalProfiles.id, id), eq(rentalProfiles.userId, userId)))
    .returning({ id: rentalProfiles.id });
  if (!updated.length) throw notFound('This rental profile is not in your account.');
  return listRentalProfiles(db, userId);
}
