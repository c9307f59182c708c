import { DateTime } from 'luxon';
import { isoFromInput, toIsoDate } from '@resort/shared/dates';
import { badRequest, notFound, type Db } from '@resort/shared/server';
import {
  INVALID_DATE,
  type ChildcareDayView,
  type ChildcareProductRequest,
  type ChildcareProductView,
  type ChildcareProductsResponse,
  type ChildcareUnavailableDates,
  type ChildcareUnavailableRequest,
} from '../../contract';
import { childcareLedger } from './ledgers';
import { schoolCatalog, type ChildcareProductRow } from './lesson-catalog';
import { findResort } from './resorts';

type ProductRow = ChildcareProductRow;

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
  const rows = (await schoolCatalog(db)).childcareProducts.filter((p) => !locationId || p.resortId === locationId);
  return { products: rows.map(toView) };
}

/**
 * One age group's care at one resort on the selected day, with the spaces still free. An age
 * group the resort does not care for, or a day it is not offered, is a 404.
 */
export async function childcareDay({ db, criteria }: { db: Db; criteria: ChildcareProductRequest }): Promise<ChildcareDayView> {
  const date = isoFromInput(criteria.selectedDate);
  if (!date) throw badRequest(INVALID_DATE);
  const product = (await schoolCatalog(db)).childcareProducts.find(
    (p) => p.resortId === criteria.locationId && p.ageGroup === criteria.ageGroupId,
  );
  const [day] = product ? await childcareLedger.availability(db, { resourceIds: [product.id], from: date, to: date }) : [];
  if (!product || !day) throw notFound(NOT_OFFERED);
  return { ...toView(product), date, spacesLeft: day.available, soldOut: day.available === 0 };
}

export const NOT_OFFERED = 'This childcare is not offered that day.';

export async function findChildcareProduct(db: Db, id: string): Promise<ProductRow | null> {
  return (await schoolCatalog(db)).childcareProducts.find((p) => p.id === id) ?? null;
}

/**
 * The days from `startdate` over `months` months on which this age group's care cannot be booked:
 * no care that day (the nursery is closed, or the season is over) or every space taken.
 */
export async function unavailableChildcareDates({
  db,
  criteria,
  months,
}: {
  db: Db;
  criteria: ChildcareUnavailableRequest;
  months: 1 | 2;
}): Promise<ChildcareUnavailableDates> {
  const start = isoFromInput(criteria.startdate);
  if (!start) throw badRequest(INVALID_DATE);
  const product = (await schoolCatalog(db)).childcareProducts.find(
    (p) => p.resortId === criteria.locationId && p.ageGroup === criteria.ageGroupId,
  );
  if (!product) throw notFound(NOT_OFFERED);
  const first = DateTime.fromISO(start);
  const end = toIsoDate(first.plus({ months }).minus({ days: 1 }));
  const days = await childcareLedger.availability(db, { resourceIds: [product.id], from: start, to: end });
  const open = new Set(days.filter((d) => d.available > 0).map((d) => d.day));
  const unavailableDates: string[] = [];
  for (let d = first; toIsoDate(d) <= end; d = d.plus({ days: 1 })) if (!open.has(toIsoDate(d))) unavailableDates.push(toIsoDate(d));
  return { startDate: start, endDate: end, unavailableDates };
}
