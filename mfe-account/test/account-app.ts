import { useLines, type Backend, type TestApp } from '../server/testing';

export interface AccountAppOptions {
  /** Mail goes to the outbox table, not to an SMTP server the environment may name. */
  withoutSmtp?: boolean;
  /** What the tests need of the started app first (a directory another line would provide). */
  setUp?: (testApp: TestApp) => void | Promise<void>;
}

/**
 * The account line's API started before a describe block's tests and closed after them. Read its
 * fields inside the tests (they exist once it has started).
 */
export function useAccountApp(backend: Backend, { withoutSmtp = false, setUp }: AccountAppOptions = {}): TestApp {
  if (withoutSmtp)
    beforeAll(() => {
      delete process.env.SMTP_URL;
    });
  const testApp = useLines(backend);
  if (setUp) beforeAll(() => setUp(testApp));
  return testApp;
}
