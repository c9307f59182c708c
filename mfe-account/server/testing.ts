import type { LineServer } from '@resort/shared/server';
import {
  instancePairAroundTests,
  startInstancePair,
  startTestApp,
  testAppAroundTests,
  type Backend,
  type TestApp,
} from '@resort/shared/server/testing';
import { line as account } from './plugin';
import { createSessionStore } from './sessions';

// The API test set-up of every line: a line's calls need a session, and sessions, sign-in and
// accounts are this line's, so it is mounted first and its store keeps the sessions.
export {
  createTestDatabase,
  newVisitor,
  signUpVisitor,
  testBackends,
  testBillingAddress,
  testCard,
  type Backend,
  type TestApp,
  type Visitor,
} from '@resort/shared/server/testing';

/** The account line and then `lines` (in that order) over a fresh migrated and seeded database. */
export const startWithAccount = (backend: Backend, lines: LineServer[] = []): Promise<TestApp> =>
  startTestApp(backend, [account, ...lines], createSessionStore);

/**
 * `startWithAccount` before a describe block's tests, closed after them. Read the app's fields
 * inside the tests, or in a `beforeAll` declared after this call.
 */
export const useLines = (backend: Backend, lines: LineServer[] = []): TestApp => testAppAroundTests(() => startWithAccount(backend, lines));

/**
 * A describe block of races between two API processes over one fresh PostgreSQL database, the
 * account line and `lines` in both; skipped when DATABASE_URL names no PostgreSQL server.
 */
export function describeRaces(title: string, lines: LineServer[], tests: (pair: { first: TestApp; second: TestApp }) => void): void {
  (process.env.DATABASE_URL ? describe : describe.skip)(title, () =>
    tests(instancePairAroundTests(() => startInstancePair([account, ...lines], createSessionStore))),
  );
}
