import { newVisitor, startTestApp, testBackends, type TestApp } from '@resort/shared/server/testing';
import { createAccountLine, line } from '../server/plugin';
import { createSessionStore } from '../server/sessions';

jest.setTimeout(180_000);

const PASSWORD = 'Corduroy-Lines7';

/** Signs up a new account (its welcome mail goes to the outbox) and asks for a reset link. */
async function mailAResetLink(testApp: TestApp) {
  const visitor = await newVisitor(testApp.app);
  const email = `outbox-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const created = await visitor.post('/api/account/create', {
    email,
    password: PASSWORD,
    firstName: 'Jamie',
    lastName: 'Carver',
    dateOfBirth: '07/04/1985',
  });
  expect(created.statusCode).toBe(200);
  expect((await visitor.post('/api/account/password/reset-email', { email })).statusCode).toBe(200);
  return email;
}

// The outbox holds every account's reset links: a stranger may read it on a demonstration store
// started by `npm start` (DEMO_MODE=1) and on no other.
describe.each(testBackends())('the demo outbox on %s', (backend) => {
  beforeAll(() => {
    delete process.env.SMTP_URL;
  });

  it('is served to a visitor when the store runs with DEMO_MODE=1, reset link included', async () => {
    const testApp = await startTestApp(
      backend,
      [createAccountLine({ env: { DEMO_MODE: '1', NODE_ENV: 'production' } })],
      createSessionStore,
    );
    try {
      const email = await mailAResetLink(testApp);
      const res = await (await newVisitor(testApp.app)).get('/api/account/dev/outbox');
      expect(res.statusCode).toBe(200);
      const mine = res.json().data.messages.filter((m: { recipient: string }) => m.recipient === email);
      expect(mine.map((m: { subject: string }) => m.subject).sort()).toEqual(['Reset your password', 'Your account is ready']);
      expect(mine.find((m: { subject: string }) => m.subject === 'Reset your password').body).toMatch(/reset-password\?token=/);
    } finally {
      await testApp.close();
    }
  });

  it.each([
    ['development without the flag', { NODE_ENV: 'development' }],
    ['test without the flag', { NODE_ENV: 'test' }],
    ['DEMO_MODE=0', { NODE_ENV: 'development', DEMO_MODE: '0' }],
    ['DEMO_MODE=true (not the flag)', { DEMO_MODE: 'true' }],
  ])('is not served on a store started in %s', async (_name, env) => {
    const testApp = await startTestApp(backend, [createAccountLine({ env })], createSessionStore);
    try {
      await mailAResetLink(testApp);
      const res = await (await newVisitor(testApp.app)).get('/api/account/dev/outbox');
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('reset-password');
    } finally {
      await testApp.close();
    }
  });

  it('is not served by the line as the store composes it when the process has no DEMO_MODE', async () => {
    const before = process.env.DEMO_MODE;
    delete process.env.DEMO_MODE;
    const testApp = await startTestApp(backend, [line], createSessionStore);
    try {
      expect((await (await newVisitor(testApp.app)).get('/api/account/dev/outbox')).statusCode).toBe(404);
    } finally {
      if (before !== undefined) process.env.DEMO_MODE = before;
      await testApp.close();
    }
  });
});
