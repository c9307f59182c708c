import { and, asc, eq } from 'drizzle-orm';
import { isoFromInput } from '@resort/shared';
import { badRequest, notFound, type Db } from '@resort/shared/server';
import {
  INVALID_DATE,
  type ChildcareDayView,
  type ChildcareProductRequest,
  type ChildcareProductView,
  type ChildcareProductsResponse,
} from '../../contract';
import { childcareProducts } from '../schema';
import { childcareLedger } from './ledgers';
import { findResort } from './resorts';

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
export async function listChildcareProducts({ db, locationId }: { db: Db; locationId?: string }): Promise<ChildcareProductsResponse> {
  const rows = await db
    .select()
    .from(childcareProducts)
    .where(locationId ? eq(childcareProducts.resortId, locationId) : undefined)
    .orderBy(asc(childcareProducts.resortId), asc(childcareProducts.minAgeMonths));
  return { products: rows.map(toView) };
}

/**
 * One age group's care at one resort on the selected day, with the spaces still free. An age
 * group the resort does not care for, or a day it is not offered, is a 404.
 */
export async function childcareDay({ db, criteria }: { db: Db; criteria: ChildcareProductRequest }): Promise<ChildcareDayView> {
  const date = isoFromInput(criteria.selectedDate);
  if (!date) throw badRequest(INVALID_DATE);
  const [product] = await db
    .select()
    .from(childcareProducts)
    .where(and(eq(childcareProducts.resortId, criteria.locationId), eq(childcareProducts.ageGroup, criteria.ageGroupId)))
    .limit(1);
  const [day] = product ? await childcareLedger.availability(db, { resourceIds: [product.id], from: date, to: date }) : [];
  if (!product || !day) throw notFound('This childcare is not offered that day.');
  return { ...toView(product), date, spacesLeft: day.available, soldOut: day.available === 0 };
}
