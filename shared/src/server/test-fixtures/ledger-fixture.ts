import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle, Db } from '../db';
import { DOMAIN_STATUS } from '../http';
import { isDomainError } from '../../core/errors';
import { createLedger, type Ledger, type LedgerUnit } from '../ledger';
import { createTestDatabase, type testBackends } from '../testing';
import { capacity, holds, version } from './ledger-schema';

// The ledger tests' set-up: a test database of the ledger's own schema per test file, and the reads
// the tests check the tables with.

const migrations = [{ schema: 'ledgertest', folder: path.join(__dirname, 'ledger-migrations') }];

export const DAY = '2031-01-';
export const d = (n: number) => `${DAY}${String(n).padStart(2, '0')}`;

/** 'held', or the status and message a refusal would answer. */
export async function outcome(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'held';
  } catch (error) {
    return isDomainError(error) ? `${DOMAIN_STATUS[error.kind]} ${error.message}` : `unexpected ${String(error)}`;
  }
}

export const shuffled = <T>(list: T[]): T[] => {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
};

/** Opens the database before the file's tests and closes it after; `current()` is valid inside them. */
export function ledgerFixture(backend: ReturnType<typeof testBackends>[number]) {
  let handle: DatabaseHandle;
  let db: Db;
  let ledger: Ledger;
  beforeAll(async () => {
    handle = await createTestDatabase(backend, migrations);
    db = handle.db;
    ledger = createLedger({ capacity, holds, version }, { reloadGapMs: 0 });
  });
  afterAll(async () => {
    await handle?.close();
  });

  const open = async (resourceId: string, days: string[], total: number, pool = 'default') => {
    await db.insert(capacity).values(days.map((day) => ({ resourceId, pool, day, total })));
    await ledger.announce(db);
  };
  const units = (resourceId: string, days: string[], quantity = 1, pool?: string): LedgerUnit[] =>
    days.map((day) => ({ resourceId, day, quantity, pool }));
  const soldOf = async (resourceId: string) =>
    (
      await db
        .select({ day: capacity.day, sold: capacity.sold })
        .from(capacity)
        .where(eq(capacity.resourceId, resourceId))
        .orderBy(capacity.day)
    ).map((r) => r.sold);
  const statusesOf = async (holdId: string) =>
    (await db.select({ status: holds.status }).from(holds).where(eq(holds.holdId, holdId))).map((r) => r.status);
  const available = async (resourceId: string, from: string, to: string, pool?: string) =>
    (await ledger.availability(db, { resourceIds: [resourceId], pool, from, to })).map((a) => a.available);
  const commit = (holdId: string, orderId: string) => db.transaction((tx) => ledger.commit(tx, holdId, orderId));
  const heldOf = async (resourceId: string) =>
    (
      await db
        .select({ day: capacity.day, held: capacity.held })
        .from(capacity)
        .where(eq(capacity.resourceId, resourceId))
        .orderBy(capacity.day)
    ).map((r) => r.held);
  /** The counter on each capacity row of `resourceId` equals the units of its holds in status 'held', lapsed or not. */
  const expectCounterRight = async (resourceId: string) => {
    const result = await db.execute(sql`SELECT c.day::text AS day, c.pool, c.held,
          (SELECT coalesce(sum(h.quantity), 0)::int FROM ${holds} h
            WHERE h.resource_id = c.resource_id AND h.pool = c.pool AND h.day = c.day AND h.status = 'held') AS counted
        FROM ${capacity} c WHERE c.resource_id = ${resourceId}`);
    const rows = (result as unknown as { rows: { day: string; pool: string; held: number; counted: number }[] }).rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect({ ...row, counted: Number(row.counted) }).toEqual({ ...row, counted: row.held });
  };

  return { current: () => ({ handle, db, ledger }), open, units, soldOf, statusesOf, available, commit, heldOf, expectCounterRight };
}
