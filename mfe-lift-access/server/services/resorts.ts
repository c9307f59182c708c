import type { Db } from '@resort/shared/server';
import { DateTime, Settings } from 'luxon';
import { resortToday, toIsoDate } from '@resort/shared';
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

/** Each zone's today and the instants it runs between: every search asks, and luxon's zone arithmetic is not free. */
const todayByZone = new Map<string, { iso: string; from: number; until: number }>();

export function resortTodayIso(resort: { timeZone: string }): string {
  const now = Settings.now();
  const known = todayByZone.get(resort.timeZone);
  if (known && now >= known.from && now < known.until) return known.iso;
  const today = resortToday(resort.timeZone, DateTime.fromMillis(now));
  const iso = toIsoDate(today);
  todayByZone.set(resort.timeZone, { iso, from: today.toMillis(), until: today.plus({ days: 1 }).toMillis() });
  return iso;
}

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
