import { asc, eq } from 'drizzle-orm';
import type { Db } from '@resort/shared/server';
import { resortToday, toIsoDate } from '@resort/shared';
import { ageCategories, resorts } from '../schema';
import type { AgeCategoryView, ResortView } from '../../contract';
import { lastBookableDay } from './capacity';
import { ageCategoryLabel } from './pricing';

export type ResortRow = typeof resorts.$inferSelect;

export async function findResort(db: Db, resortId: string): Promise<ResortRow | null> {
  const [row] = await db.select().from(resorts).where(eq(resorts.id, resortId));
  return row ?? null;
}

export const resortTodayIso = (resort: { timeZone: string }) => toIsoDate(resortToday(resort.timeZone));

export async function listAgeCategories(db: Db, resortId: string): Promise<AgeCategoryView[]> {
  const rows = await db.select().from(ageCategories).where(eq(ageCategories.resortId, resortId)).orderBy(asc(ageCategories.sortOrder));
  return rows.map((r) => ({ code: r.code, name: r.name, label: ageCategoryLabel(r), minAge: r.minAge, maxAge: r.maxAge }));
}

/** Every resort with its own today, its last bookable day and its age categories. */
export async function listResorts({ db }: { db: Db }): Promise<ResortView[]> {
  const rows = await db.select().from(resorts).orderBy(asc(resorts.name));
  return Promise.all(
    rows.map(async (r) => ({
      ...r,
      today: resortTodayIso(r),
      lastDay: await lastBookableDay(db, r.id),
      ageCategories: await listAgeCategories(db, r.id),
    })),
  );
}
