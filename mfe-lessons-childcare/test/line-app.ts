import { newVisitor, useLines, type Backend, type TestApp } from '@resort/mfe-account/testing';
import { line } from '../server/plugin';

export interface LineApp extends TestApp {
  /** Runs the line's seed again on the same database. */
  seed(): Promise<void>;
  /** Headers of a fresh session that may send POST requests. */
  postHeaders(): Promise<Record<string, string>>;
}

/**
 * The line's API as the composing server mounts it, over a fresh seeded database, started before a
 * describe block's tests and closed after them. Read its fields inside the tests.
 */
export function useLineApp(backend: Backend): LineApp {
  const testApp = useLines(backend, [line]);
  return Object.assign(testApp, {
    seed: () => line.seed(testApp.handle.db),
    async postHeaders() {
      const visitor = await newVisitor(testApp.app);
      return { cookie: visitor.cookie, RequestVerificationToken: visitor.token };
    },
  });
}
