import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { formatDate, resortToday, toIsoDate } from '@resort/shared/dates';
import type { CatalogProvider, ItemRequest } from '@resort/shared/server';
import type { DomainError } from '@resort/shared/core';
import { newVisitor, useLines, type Backend, type Visitor } from '@resort/mfe-account/testing';
import { line } from '../server/plugin';
import { capacity, holds } from '../server/schema';
import { roomId as makeRoomId } from '../server/seed';
import { ledger } from '../server/services/availability';

// What the lodging API tests share: the resort's days, its rooms, and the line's API with a
// visitor and each night's stock.

// Summit Peak's times are Denver's; every date below is relative to the resort's today.
const TODAY = resortToday('America/Denver');
export const iso = (days: number) => toIsoDate(TODAY.plus({ days }));
export const mmdd = (days: number) => formatDate(TODAY.plus({ days }));

export const QUEEN = makeRoomId('summit-peak', 'alpenglow-lodge', 'queen');
export const KING = makeRoomId('summit-peak', 'alpenglow-lodge', 'king');
export const SUITE = makeRoomId('summit-peak', 'alpenglow-lodge', 'suite');
export const INN_KING = makeRoomId('summit-peak', 'summit-village-inn', 'king');
export const CONDO = makeRoomId('summit-peak', 'timberline-condos', 'condo');

export function stayItem(
  productId: string,
  arrivalDay: number,
  nights: number,
  quantity = 1,
  extra: Record<string, unknown> = {},
): ItemRequest {
  return {
    line: 'lodging',
    productId,
    date: iso(arrivalDay),
    quantity,
    options: { departure: iso(arrivalDay + nights), adults: 2, children: 0, childAges: [], ...extra },
  };
}

export async function rejection(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('expected the call to be refused');
}

/**
 * The lodging line's API started before a describe block's tests and closed after them, with a
 * visitor, its calls, and each night's stock. Read its fields inside the tests.
 */
export function useLodgingApi(backend: Backend) {
  const testApp = useLines(backend, [line]);
  let current: Visitor | undefined;
  beforeAll(async () => {
    current = await newVisitor(testApp.app);
  }, 60_000);
  const db = () => testApp.handle.db;

  const post = (
    url: string,
    payload: Record<string, unknown>,
    headers: Record<string, string> = { cookie: current!.cookie, RequestVerificationToken: current!.token },
  ) => testApp.app.inject({ method: 'POST', url, headers, payload });

  const search = (payload: Record<string, unknown>) =>
    post('/api/lodging/results', { resort: 'summit-peak', adultcount: 2, childcount: 0, childagearray: '', ...payload });

  async function setInventory(room: string, fromDay: number, toDay: number, values: { total?: number; sold?: number }) {
    await db()
      .update(capacity)
      .set(values)
      .where(and(eq(capacity.resourceId, room), gte(capacity.day, iso(fromDay)), lt(capacity.day, iso(toDay))));
    // Written beside the ledger: searches learn of it only when told.
    await ledger.announce(db());
  }

  async function activeHeld(room: string, day: number): Promise<number> {
    const [row] = await db()
      .select({ held: sql<number>`coalesce(sum(${holds.quantity}), 0)::int` })
      .from(holds)
      .where(and(eq(holds.resourceId, room), eq(holds.day, iso(day)), eq(holds.status, 'held'), sql`${holds.expiresAt} > now()`));
    return Number(row.held);
  }

  /** Makes a hold lapse by the database's own clock. */
  const expire = (holdId: string) =>
    db().update(holds).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(holds.holdId, holdId));

  async function soldOn(room: string, fromDay: number, toDay: number): Promise<number[]> {
    const rows = await db()
      .select({ sold: capacity.sold })
      .from(capacity)
      .where(and(eq(capacity.resourceId, room), gte(capacity.day, iso(fromDay)), lt(capacity.day, iso(toDay))))
      .orderBy(capacity.day);
    return rows.map((r) => r.sold);
  }

  return {
    get handle() {
      return testApp.handle;
    },
    get provider(): CatalogProvider {
      return testApp.catalog.get('lodging')!;
    },
    get visitor(): Visitor {
      return current!;
    },
    post,
    search,
    setInventory,
    activeHeld,
    expire,
    soldOn,
  };
}
