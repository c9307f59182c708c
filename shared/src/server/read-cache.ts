import type { Db } from './db';
import { shareAnswer } from './http';

/**
 * Read-mostly catalog data (resorts, products, age categories, prices, properties, lessons,
 * rental products) kept in this process, so a search reads only what changes with every
 * request: availability, which the ledger keeps under its version lease (Ledger.recentAvailability).
 * Only the lines' seeds write catalog data; each seed clears every cache when it is done
 * (`clearReadCaches`), and entries also lapse after `ttlMs`, so a catalog another API process seeded later is picked up without a restart.
 *
 * Entries are kept per database handle: one process may hold two (the tests run PGlite and
 * PostgreSQL side by side), and a transaction's handle simply starts empty.
 */
export interface ReadCache<V> {
  /** The value under `key`, loading it once however many requests ask at the same time; a failed load is not kept. */
  get(db: Db, key: string, load: () => Promise<V>): Promise<V>;
  clear(db?: Db): void;
}

interface Entry<V> {
  value: Promise<V>;
  expires: number;
}

const caches = new Set<{ clear(db?: Db): void }>();

/** Each shared read, with the test of whether it is still the one handed out. */
const served = new WeakMap<object, () => boolean>();

/** Whether a value a read cache handed out is still the one it hands out (not lapsed, not cleared since). */
export function isStillServed(read: object): boolean {
  return served.get(read)?.() ?? false;
}

/** Marks a shared read made elsewhere (the ledger's availability copy) as current while `current()` says so. */
export function serveWhile(read: object, current: () => boolean): void {
  served.set(read, current);
}

/** Five minutes: long enough that a search almost never reloads, short enough that processes agree soon after a seed. */
export const READ_CACHE_TTL_MS = 5 * 60_000;
/** Keys come from the catalog itself, not from visitors; this bound only stops a mistake from growing without end. */
const MAX_ENTRIES = 10_000;

export function readCache<V>(ttlMs = READ_CACHE_TTL_MS): ReadCache<V> {
  let byDb = new WeakMap<Db, Map<string, Entry<V>>>();
  let clears = 0;
  const clearCount = () => clears;
  const cache: ReadCache<V> = {
    get(db, key, load) {
      let entries = byDb.get(db);
      if (!entries) {
        entries = new Map();
        byDb.set(db, entries);
      }
      const now = Date.now();
      const found = entries.get(key);
      if (found && found.expires > now) return found.value;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      const value = load();
      const entry = { value, expires: now + ttlMs };
      entries.set(key, entry);
      const kept = entries;
      const clearsThen = clears;
      value.then(
        (read) => {
          if (typeof read === 'object' && read !== null) served.set(read, () => clearCount() === clearsThen && Date.now() < entry.expires);
        },
        () => {
          if (kept.get(key) === entry) kept.delete(key);
        },
      );
      return value;
    },
    clear(db) {
      clears += 1;
      if (db) byDb.delete(db);
      else byDb = new WeakMap();
    },
  };
  caches.add(cache);
  return cache;
}

/** Forgets every cached catalog read (of one database handle, or of all): called after anything writes catalog data. */
export function clearReadCaches(db?: Db): void {
  for (const cache of caches) cache.clear(db);
}

/** Rows grouped by a key, in their order: how a cached catalog is indexed once for every request. */
export function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(keyOf(row));
    if (group) group.push(row);
    else groups.set(keyOf(row), [row]);
  }
  return groups;
}

const derived = new WeakMap<object, Map<string, object>>();
/** The shared read each derived answer was made from. */
const sourceOf = new WeakMap<object, object>();

/** Whether an answer of `derivedFrom` still shows what its read shows: that read is still served. */
export const isCurrentAnswer = (answer: object): boolean => {
  const read = sourceOf.get(answer);
  return read !== undefined && isStillServed(read);
};
/** Answers kept per shared read: enough for every search of a second, bounded against a flood of distinct ones. */
const MAX_DERIVED = 1000;

/**
 * An answer computed from a shared read (`Ledger.recentAvailability` hands out the same object while
 * its read is shared), kept exactly as long as that read is served, so a search's answer is never
 * older than the availability it shows. `key` names everything else the answer depends on. The
 * answer is shared by the requests that ask (`shareAnswer`: made into JSON once, never changed).
 */
export function derivedFrom<V extends object>(read: object, key: string, build: () => V): V {
  let answers = derived.get(read);
  if (!answers) {
    answers = new Map();
    derived.set(read, answers);
  }
  const found = answers.get(key) as V | undefined;
  if (found) return found;
  const answer = shareAnswer(build());
  sourceOf.set(answer, read);
  if (answers.size < MAX_DERIVED) answers.set(key, answer);
  return answer;
}
