import { newVisitor, startTestApp, type Backend, type TestApp } from '@resort/shared/server/testing';
import { createSessionStore } from '@resort/mfe-account/server/sessions';
import { line as account } from '@resort/mfe-account/server';
import { line } from '../server/plugin';

export interface LineApp extends TestApp {
  /** Runs the line's seed again on the same database. */
  seed(): Promise<void>;
  /** Headers of a fresh session that may send POST requests. */
  postHeaders(): Promise<Record<string, string>>;
}

/** The line's API as the composing server mounts it, over a fresh seeded database. */
export async function startLineApp(backend: Backend): Promise<LineApp> {
  const testApp = await startTestApp(backend, [account, line], createSessionStore);
  return {
    ...testApp,
    seed: () => line.seed(testApp.handle.db),
    async postHeaders() {
      const visitor = await newVisitor(testApp.app);
      return { cookie: visitor.cookie, RequestVerificationToken: visitor.token };
    },
  };
}
