import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { newVisitor, testBackends } from '../server/testing';
import { householdMembers, households, outbox, photos, users } from '../server/schema';
import { createAccount } from '../server/services/accounts';

jest.setTimeout(120_000);

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port, keeping what it receives. */
async function startSmtp(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

let accounts = 0;
const newAccount = (firstName: string, dateOfBirth = '07/04/1985') => {
  accounts += 1;
  return {
    email: `${firstName.toLowerCase()}-${Date.now()}-${accounts}@example.com`,
    password: 'Corduroy-Lines7',
    firstName,
    lastName: 'Carver',
    dateOfBirth,
  };
};
import { useAccountApp } from './account-app';

describe.each(testBackends())('cross-line services of the account line on %s', (backend) => {
  const testApp = useAccountApp(backend);

  describe('the mailer', () => {
    const saved = process.env.SMTP_URL;
    afterEach(() => {
      if (saved === undefined) delete process.env.SMTP_URL;
      else process.env.SMTP_URL = saved;
    });

    it('delivers over SMTP when SMTP_URL points at a server, and records the message as sent', async () => {
      const smtp = await startSmtp();
      try {
        process.env.SMTP_URL = smtp.url;
        await testApp.services.mailer.send({ to: 'smtp-reader@example.com', subject: 'Over the wire', text: 'First chair at 8:30.' });
        expect(smtp.received).toHaveLength(1);
        expect(smtp.received[0].to).toEqual(['smtp-reader@example.com']);
        expect(smtp.received[0].raw).toContain('Subject: Over the wire');
        expect(smtp.received[0].raw).toContain('First chair at 8:30.');
        const [kept] = await testApp.handle.db.select().from(outbox).where(eq(outbox.recipient, 'smtp-reader@example.com'));
        expect(kept.sentAt).not.toBeNull();
      } finally {
        await smtp.close();
      }
    });

    it('keeps the message unsent in the outbox when SMTP_URL is not set', async () => {
      delete process.env.SMTP_URL;
      await testApp.services.mailer.send({ to: 'outbox-reader@example.com', subject: 'Kept', text: 'In the outbox.' });
      const rows = await testApp.handle.db.select().from(outbox).where(eq(outbox.recipient, 'outbox-reader@example.com'));
      expect(rows).toEqual([expect.objectContaining({ subject: 'Kept', body: 'In the outbox.', sentAt: null })]);
    });

    it('never throws when the SMTP server cannot be reached: the message stays unsent in the outbox', async () => {
      process.env.SMTP_URL = 'smtp://127.0.0.1:9';
      await expect(testApp.services.mailer.send({ to: 'unreachable@example.com', subject: 'Later', text: 'x' })).resolves.toBeUndefined();
      const rows = await testApp.handle.db.select().from(outbox).where(eq(outbox.recipient, 'unreachable@example.com'));
      expect(rows).toEqual([expect.objectContaining({ sentAt: null })]);
    });

    it('sends the create-account mail through the same mailer', async () => {
      const smtp = await startSmtp();
      try {
        process.env.SMTP_URL = smtp.url;
        const input = newAccount('Welcome');
        const visitor = await newVisitor(testApp.app);
        const res = await visitor.post('/api/account/create', input);
        expect(res.statusCode).toBe(200);
        expect(smtp.received.map((m) => m.to[0])).toEqual([input.email]);
        expect(smtp.received[0].raw).toContain('Subject: Your account is ready');
      } finally {
        await smtp.close();
      }
    });
  });

  describe('the people directory', () => {
    it('gives the holder, with an ISO birth date and no photo, and null for an unknown id', async () => {
      const outcome = await createAccount({ db: testApp.handle.db, input: newAccount('Holder') });
      if (!outcome.created) throw new Error('not created');
      const id = outcome.user.id;
      expect(await testApp.services.people.person(id)).toEqual({
        id,
        firstName: 'Holder',
        lastName: 'Carver',
        dateOfBirth: '1985-07-04',
        email: outcome.user.email,
        photoUrl: null,
        self: true,
      });
      expect(await testApp.services.people.person('00000000-0000-4000-8000-000000000000')).toBeNull();
      // A new household holds only the holder.
      expect(await testApp.services.people.household(id)).toEqual([expect.objectContaining({ id, self: true })]);
    });

    it('lists the holder first, then the active members they manage (not invited ones), with the photo URL once uploaded', async () => {
      const db = testApp.handle.db;
      const outcome = await createAccount({ db, input: newAccount('Parent') });
      if (!outcome.created) throw new Error('not created');
      const id = outcome.user.id;
      const [household] = await db.select().from(households).where(eq(households.ownerUserId, id));
      await db.insert(householdMembers).values([
        { householdId: household.id, position: 1, firstName: 'Kid', lastName: 'Carver', dateOfBirth: '2016-01-31', relationship: 'child' },
        { householdId: household.id, position: 2, firstName: 'Pending', lastName: 'Friend', relationship: 'other', status: 'invited' },
      ]);
      await db.insert(photos).values({ userId: id, contentType: 'image/jpeg', data: 'AA==' });
      const people = await testApp.services.people.household(id);
      expect(people).toEqual([
        expect.objectContaining({ id, self: true, photoUrl: expect.stringMatching(/^\/api\/account\/photo\?v=\d+$/) }),
        expect.objectContaining({ firstName: 'Kid', dateOfBirth: '2016-01-31', email: null, photoUrl: null, self: false }),
      ]);
      expect(people[1].id).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('gives an under-18 holder only themself: they manage nobody', async () => {
      const db = testApp.handle.db;
      const outcome = await createAccount({ db, input: newAccount('Teen', '01/31/2012') });
      if (!outcome.created) throw new Error('not created');
      const [household] = await db.select().from(households).where(eq(households.ownerUserId, outcome.user.id));
      await db
        .insert(householdMembers)
        .values({ householdId: household.id, position: 1, firstName: 'Sib', lastName: 'Carver', relationship: 'sibling' });
      expect(await testApp.services.people.household(outcome.user.id)).toEqual([
        expect.objectContaining({ self: true, firstName: 'Teen' }),
      ]);
      const [user] = await db.select().from(users).where(eq(users.id, outcome.user.id));
      expect(user.dateOfBirth).toBe('2012-01-31');
    });
  });
});
