import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@resort/shared/server';
import { findResort } from './resorts';
import { childcareDays, childcareProducts } from './schema';

export interface ChildcareProductView {
  id: string;
  locationId: string;
  resortName: string;
  ageGroupId: string;
  title: string;
  description: string;
  minAgeMonths: number;
  maxAgeMonths: number;
  price: number;
  currency: string;
}

export interface ChildcareDayView extends ChildcareProductView {
  date: string;
  spacesLeft: number;
  soldOut: boolean;
}

type ProductRow = typeof childcareProducts.$inferSelect;

function toView(row: ProductRow): ChildcareProductView {
  return {
    id: row.id,
    locationId: row.resortId,
    resortName: findResort(row.resortId)?.name ?? row.resortId,
    ageGroupId: row.ageGroup,
    title: row.title,
    description: row.description,
    minAgeMonths: row.minAgeMonths,
    maxAgeMonths: row.maxAgeMonths,
    price: row.price,
    currency: row.currency,
  };
}

/** Childcare products, of one resort or of all, youngest age group first. */
export async function listChildcareProducts(db: Db, locationId?: string): Promise<ChildcareProductView[]> {
  const rows = await db
    .select()
    .from(childcareProducts)
    .where(locationId ? eq(childcareProducts.resortId, locationId) : undefined)
    .orderBy(asc(childcareProducts.resortId), asc(childcareProducts.minAgeMonths));
  return rows.map(toView);
}

/** One age group's care at one resort on one day, with the spaces still free; null when not offered. */
export async function findChildcareDay(
  db: Db,
  { locationId, ageGroupId, date }: { locationId: string; ageGroupId: string; date: string },
): Promise<ChildcareDayView | null> {
  const [row] = await db
    .select({ product: childcareProducts, capacity: childcareDays.capacity, sold: childcareDays.sold })
    .from(childcareProducts)
    .innerJoin(childcareDays, and(eq(childcareDays.productId, childcareProducts.id), eq(childcareDays.day, date)))
    .where(and(eq(childcareProducts.resortId, locationId), eq(childcareProducts.ageGroup, ageGroupId)))
    .limit(1);
  if (!row) return null;
  const spacesLeft = Math.max(0, row.capacity - row.sold);
  return { ...toView(row.product), date, spacesLeft, soldOut: spacesLeft === 0 };
}
