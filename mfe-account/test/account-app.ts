import type { LineServer } from '@resort/shared/server';
import { startedAroundTests, startTestApp, type Backend, type TestApp } from '@resort/shared/server/testing';
import { line } from '../server/plugin';
import { createSessionStore } from '../server/sessions';

export interface AccountAppOptions {
  /** The lines to mount (the account line alone unless said). */
  lines?: LineServer[];
  /** Mail goes to the outbox table, not to an SMTP server the environment may name. */
  withoutSmtp?: boolean;
  /** What the tests need of the started app first (a directory another line would provide). */
  setUp?: (testApp: TestApp) => void | Promise<void>;
}

/**
 * The account line's API started before a describe block's tests and closed after them: the set-up
 * every account API test repeats. Read its fields inside the tests (they exist once it has started).
 */
export function useAccountApp(backend: Backend, { lines = [line], withoutSmtp = false, setUp }: AccountAppOptions = {}): TestApp {
  const current = startedAroundTests(async () => {
    if (withoutSmtp) delete process.env.SMTP_URL;
    const started = await startTestApp(backend, lines, createSessionStore);
    await setUp?.(started);
    return started;
  });
  return {
    get app() {
      return current().app;
    },
    get handle() {
      return current().handle;
    },
    get catalog() {
      return current().catalog;
    },
    get services() {
      return current().services;
    },
    close: () => current().close(),
  };
}
