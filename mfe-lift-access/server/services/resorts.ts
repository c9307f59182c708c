import type { Db } from '@resort/shared/server';
import { todayIsoIn } from '@resort/shared/dates';
import { resorts } from '../schema';
import { cachedAgeCategories, cachedResort, cachedResorts } from './catalog-reads';
import type { AgeCategoryView, ResortView } from '../../contract';
import { lastBookableDays } from './capacity';
import { ageCategoryLabel } from './pricing';

export type ResortRow = typeof resorts.$inferSelect;

export async function findResort(db: Db, resortId: string): Promise<ResortRow | null> {
  const row = await cachedResort(db, resortId);
  return row ? { ...row } : null;
}

export const resortTodayIso = (resort: { timeZone: string }) => todayIsoIn(resort.timeZone);

export async function listAgeCategories(db: Db, resortId: string): Promise<AgeCategoryView[]> {
  const rows = await cachedAgeCategories(db, resortId);
  return rows.map((r) => ({ code: r.code, name: r.name, label: ageCategoryLabel(r), minAge: r.minAge, maxAge: r.maxAge }));
}

/** Every resort with its own today, its last bookable day and its age categories. */
export async function listResorts({ db }: { db: Db }): Promise<ResortView[]> {
  // The resorts and their categories are catalog; the last days are one query for all of them.
  const [rows, lastDays] = await Promise.all([cachedResorts(db), lastBookableDays(db)]);
  return Promise.all(
    [...rows]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map(async (r) => ({
        ...r,
        today: resortTodayIso(r),
        lastDay: lastDays.get(r.id) ?? null,
        ageCategories: await listAgeCategories(db, r.id),
      })),
  );
}
