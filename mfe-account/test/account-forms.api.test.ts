import { eq } from 'drizzle-orm';
import { SIGN_IN_PROMPT } from '@resort/shared';
import { RELEASE_OF_LIABILITY, REQUIRED_FIELD } from '@resort/shared/rules';
import { newVisitor, signUpVisitor, testBackends, type Visitor } from '../server/testing';
import {
  ALERT_NOT_FOUND,
  CANCELLATION_RECEIVED,
  COMMENTS_FOR_OTHER,
  DATE_ORDER_RULE,
  DATE_RULE,
  DESCRIPTION_RULE,
  EXCEPTION_RECEIVED,
  MILITARY_STATUS_NOT_FOUND,
  MILITARY_UNVERIFIED,
  MILITARY_VERIFIED,
  REFERENCE_RULE,
  RELEASE_OF_LIABILITY_REQUIRED,
  RELEASE_SIGNATURE_NAME_RULE,
  REQUEST_NOT_FOUND,
} from '../contract';
import { line } from '../server/plugin';
import {
  cancellationRequests,
  contentBlocks,
  militaryStatuses,
  onlineExceptions,
  outbox,
  releaseSignatures,
  sitewideAlerts,
} from '../server/schema';
import { ACCOUNT_CONTENT, SITEWIDE_ALERT } from '../server/content-seed';

jest.setTimeout(180_000);
import { useAccountApp } from './account-app';

// Spec section 7, account: "sign release of liability; military status create and verify;
// cancellation request form; online exceptions form; disable sitewide alert, disable account alert
// for the session" (POST) and "auto renew content, reservations content, season pass tab content" (GET).

describe.each(testBackends())('account forms, statuses, alerts and content on %s', (backend) => {
  const testApp = useAccountApp(backend, { withoutSmtp: true });

  const holder = async (name = { firstName: 'Robin', lastName: 'Rivers' }): Promise<{ v: Visitor; userId: string }> => {
    const v = await newVisitor(testApp.app);
    const userId = await signUpVisitor(v, name);
    return { v, userId };
  };
  const mailTo = async (v: Visitor) => {
    const email = (await v.get('/api/account/session')).json().data.user.email as string;
    return testApp.handle.db.select().from(outbox).where(eq(outbox.recipient, email));
  };

  describe('sign release of liability', () => {
    test('the holder signs the shared release once a season: who, which wording, which season and when are kept', async () => {
      const { v, userId } = await holder();
      const before = (await v.get('/api/account/release-of-liability')).json().data;
      expect(before).toMatchObject({ text: RELEASE_OF_LIABILITY, signature: null });
      expect(before.season).toMatch(/^\d{4}-\d{2}$/);

      const signed = await v.post('/api/account/release-of-liability', { agree: true, signedName: '  robin   RIVERS ' });
      expect(signed.statusCode).toBe(200);
      expect(signed.json().data.signature).toMatchObject({
        signedName: 'robin RIVERS',
        season: before.season,
        textVersion: before.textVersion,
      });
      // Signing again the same season keeps the first signature.
      const again = await v.post('/api/account/release-of-liability', { agree: true, signedName: 'Robin Rivers' });
      expect(again.json().data.signature).toEqual(signed.json().data.signature);
      const rows = await testApp.handle.db.select().from(releaseSignatures).where(eq(releaseSignatures.userId, userId));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ season: before.season, textVersion: before.textVersion, signedName: 'robin RIVERS' });
    });

    test("'Please agree to the terms of the Release of Liability to continue.': no agreement, someone else's name or bad input is 400 and signs nothing", async () => {
      const { v, userId } = await holder();
      const notAgreed = await v.post('/api/account/release-of-liability', { agree: false, signedName: 'Robin Rivers' });
      expect([notAgreed.statusCode, notAgreed.json().Message]).toEqual([400, RELEASE_OF_LIABILITY_REQUIRED]);
      const otherName = await v.post('/api/account/release-of-liability', { agree: true, signedName: 'Someone Else' });
      expect([otherName.statusCode, otherName.json().Message]).toEqual([400, RELEASE_SIGNATURE_NAME_RULE]);
      for (const body of [
        { agree: true },
        { agree: true, signedName: '   ' },
        { agree: 'yes', signedName: 'Robin Rivers' },
        { agree: true, signedName: 'Robin Rivers', x: 1 },
      ]) {
        expect((await v.post('/api/account/release-of-liability', body)).statusCode).toBe(400);
      }
      expect(await testApp.handle.db.select().from(releaseSignatures).where(eq(releaseSignatures.userId, userId))).toEqual([]);
      const guest = await newVisitor(testApp.app);
      const asGuest = await guest.post('/api/account/release-of-liability', { agree: true, signedName: 'Robin Rivers' });
      expect([asGuest.statusCode, asGuest.json().Message]).toEqual([401, SIGN_IN_PROMPT]);
    });
  });

  describe('military status create and verify', () => {
    test('create keeps the status unverified; verify judges it by the shared rule (verified at once for US active duty)', async () => {
      const { v } = await holder();
      expect((await v.get('/api/account/military')).json().data).toEqual({ military: null });
      const created = await v.post('/api/account/military', { country: 'US', branch: 'navy', status: 'veteran', dischargeYear: 2010 });
      expect(created.statusCode).toBe(200);
      const { military } = created.json().data;
      expect(military).toMatchObject({ country: 'US', branch: 'navy', status: 'veteran', dischargeYear: 2010, outcome: 'unverified' });
      const verified = await v.post(`/api/account/military/${military.id}/verify`, {});
      expect(verified.statusCode).toBe(200);
      expect(verified.json().data.military).toMatchObject({ id: military.id, outcome: 'verified', message: MILITARY_VERIFIED });
      expect((await v.get('/api/account/military')).json().data.military.outcome).toBe('verified');
    });

    test('"Military review email expected within 20 minutes (USA) or 24 hours (other)": abroad the status goes to review', async () => {
      const { v } = await holder();
      const { military } = (await v.post('/api/account/military', { country: 'GB', branch: 'army', status: 'active-duty' })).json().data;
      const pending = (await v.post(`/api/account/military/${military.id}/verify`, {})).json().data.military;
      expect(pending.outcome).toBe('pending');
      expect(pending.message).toContain('within 24 hours');
    });

    test("'Sorry, we are unable to verify your status.': a refusal is 400 and leaves the stored outcome as it was", async () => {
      const { v, userId } = await holder();
      const { military } = (
        await v.post('/api/account/military', { country: 'US', branch: 'space-force', status: 'retired', dischargeYear: 2024 })
      ).json().data;
      const refused = await v.post(`/api/account/military/${military.id}/verify`, {});
      expect([refused.statusCode, refused.json().Message]).toEqual([400, MILITARY_UNVERIFIED]);
      const [row] = await testApp.handle.db.select().from(militaryStatuses).where(eq(militaryStatuses.userId, userId));
      expect(row.outcome).toBe('unverified');
      expect(row.judgedAt).toBeNull();
    });

    test('"honorable discharge year" and "sponsor attestation" are required: missing answers and bad input are 400 and store nothing', async () => {
      const { v, userId } = await holder();
      const noYear = await v.post('/api/account/military', { country: 'US', branch: 'army', status: 'veteran' });
      expect([noYear.statusCode, noYear.json().Message, noYear.json().data]).toEqual([400, REQUIRED_FIELD, { field: 'dischargeYear' }]);
      const noAttestation = await v.post('/api/account/military', {
        country: 'US',
        branch: 'army',
        status: 'dependent',
        sponsorDateOfBirth: '01/01/1980',
      });
      expect([noAttestation.statusCode, noAttestation.json().Message]).toEqual([400, REQUIRED_FIELD]);
      for (const body of [
        { country: 'XX', branch: 'army', status: 'active-duty' },
        { country: 'US', branch: 'cavalry', status: 'active-duty' },
        { country: 'US', branch: 'army', status: 'veteran', dischargeYear: 'soon' },
        { country: 'US', branch: 'army', status: 'active-duty', extra: 1 },
      ]) {
        expect((await v.post('/api/account/military', body)).statusCode).toBe(400);
      }
      expect(await testApp.handle.db.select().from(militaryStatuses).where(eq(militaryStatuses.userId, userId))).toEqual([]);
      const bad = await v.post('/api/account/military/not-an-id/verify', {});
      expect(bad.statusCode).toBe(400);
    });

    test("another account cannot verify this holder's status: 404, and nothing changes", async () => {
      const owner = await holder();
      const { military } = (await owner.v.post('/api/account/military', { country: 'US', branch: 'army', status: 'active-duty' })).json()
        .data;
      const other = await holder();
      const res = await other.v.post(`/api/account/military/${military.id}/verify`, {});
      expect([res.statusCode, res.json().Message]).toEqual([404, MILITARY_STATUS_NOT_FOUND]);
      expect((await other.v.get('/api/account/military')).json().data.military).toBeNull();
      expect((await owner.v.get('/api/account/military')).json().data.military.outcome).toBe('unverified');
    });
  });

  describe('cancellation request form', () => {
    test('a holder asks to cancel a pass: stored, listed, and confirmed by email with its number', async () => {
      const { v, userId } = await holder();
      const res = await v.post('/api/account/cancellation-requests', {
        subject: 'season-pass',
        reference: 'e1234567',
        reason: 'injury',
        comments: 'Broke a wrist.',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().Message).toBe(CANCELLATION_RECEIVED);
      const request = res.json().data;
      expect(request).toMatchObject({
        subject: 'season-pass',
        itemReference: 'E1234567',
        reason: 'injury',
        comments: 'Broke a wrist.',
        status: 'received',
      });
      expect((await v.get('/api/account/cancellation-requests')).json().data.requests).toEqual([request]);
      expect((await v.get(`/api/account/cancellation-requests/${request.id}`)).json().data).toEqual(request);
      const [row] = await testApp.handle.db.select().from(cancellationRequests).where(eq(cancellationRequests.userId, userId));
      expect(row.itemReference).toBe('E1234567');
      const mail = await mailTo(v);
      expect(mail.map((m) => m.subject)).toContain(`We received your cancellation request ${request.reference}`);
      expect(mail.find((m) => m.subject.includes(request.reference))?.body).toContain('season pass E1234567');
    });

    test('bad input is 400 with the rule and stores nothing; "other" needs comments', async () => {
      const { v, userId } = await holder();
      const other = await v.post('/api/account/cancellation-requests', { subject: 'order', reference: 'R-1001', reason: 'other' });
      expect([other.statusCode, other.json().Message]).toEqual([400, COMMENTS_FOR_OTHER]);
      const ref = await v.post('/api/account/cancellation-requests', { subject: 'order', reference: 'no such thing!', reason: 'injury' });
      expect([ref.statusCode, ref.json().Message]).toEqual([400, REFERENCE_RULE]);
      const empty = await v.post('/api/account/cancellation-requests', { subject: 'order', reference: ' ', reason: 'injury' });
      expect([empty.statusCode, empty.json().Message]).toEqual([400, REQUIRED_FIELD]);
      for (const body of [
        { subject: 'car', reference: 'R-1001', reason: 'injury' },
        { subject: 'order', reference: 'R-1001', reason: 'bored' },
        { subject: 'order', reference: 'R-1001', reason: 'injury', comments: 'x'.repeat(2001) },
        { subject: 'order', reference: 'R-1001', reason: 'injury', extra: true },
      ]) {
        expect((await v.post('/api/account/cancellation-requests', body)).statusCode).toBe(400);
      }
      expect(await testApp.handle.db.select().from(cancellationRequests).where(eq(cancellationRequests.userId, userId))).toEqual([]);
      const guest = await newVisitor(testApp.app);
      expect(
        (await guest.post('/api/account/cancellation-requests', { subject: 'order', reference: 'R-1001', reason: 'injury' })).statusCode,
      ).toBe(401);
    });

    test("another account cannot read this holder's request: 404, and it is not in their list", async () => {
      const owner = await holder();
      const { id } = (
        await owner.v.post('/api/account/cancellation-requests', { subject: 'order', reference: 'R-2002', reason: 'relocation' })
      ).json().data;
      const other = await holder();
      const res = await other.v.get(`/api/account/cancellation-requests/${id}`);
      expect([res.statusCode, res.json().Message]).toEqual([404, REQUEST_NOT_FOUND]);
      expect((await other.v.get('/api/account/cancellation-requests')).json().data.requests).toEqual([]);
    });
  });

  describe('online exceptions form', () => {
    const injury = {
      category: 'injury',
      passNumber: 'E7654321',
      startDate: '01/10/2026',
      endDate: '03/31/2026',
      description: 'Torn ligament, no skiing for the season.',
    };

    test('a pass holder applies for an exception: stored with its dates, listed, and confirmed by email', async () => {
      const { v } = await holder();
      const res = await v.post('/api/account/exceptions', injury);
      expect(res.statusCode).toBe(200);
      expect(res.json().Message).toBe(EXCEPTION_RECEIVED);
      const request = res.json().data;
      expect(request).toMatchObject({ ...injury, status: 'received' });
      expect((await v.get('/api/account/exceptions')).json().data.requests).toEqual([request]);
      expect((await v.get(`/api/account/exceptions/${request.id}`)).json().data).toEqual(request);
      const [row] = await testApp.handle.db.select().from(onlineExceptions).where(eq(onlineExceptions.id, request.id));
      expect([row.startDate, row.endDate]).toEqual(['2026-01-10', '2026-03-31']);
      expect((await mailTo(v)).find((m) => m.subject.includes(request.reference))?.body).toContain('01/10/2026 to 03/31/2026');
    });

    test('"Dates use MM/DD/YYYY": bad dates, an end before the start, a short description are 400 and store nothing', async () => {
      const { v, userId } = await holder();
      for (const [change, message] of [
        [{ startDate: '2026-01-10' }, DATE_RULE],
        [{ startDate: '02/30/2026' }, DATE_RULE],
        [{ endDate: '01/01/2026' }, DATE_ORDER_RULE],
        [{ description: 'ouch' }, DESCRIPTION_RULE],
        [{ passNumber: '' }, REQUIRED_FIELD],
        [{ category: 'boredom' }, null],
        [{ extra: 1 }, null],
      ] as const) {
        const res = await v.post('/api/account/exceptions', { ...injury, ...change });
        expect(res.statusCode).toBe(400);
        if (message) expect(res.json().Message).toBe(message);
      }
      expect(await testApp.handle.db.select().from(onlineExceptions).where(eq(onlineExceptions.userId, userId))).toEqual([]);
    });

    test("another account cannot read this holder's exception: 404", async () => {
      const owner = await holder();
      const { id } = (await owner.v.post('/api/account/exceptions', injury)).json().data;
      const other = await holder();
      expect((await other.v.get(`/api/account/exceptions/${id}`)).statusCode).toBe(404);
      expect((await other.v.get('/api/account/exceptions')).json().data.requests).toEqual([]);
      expect((await other.v.get('/api/account/exceptions/not-a-uuid')).statusCode).toBe(400);
    });
  });

  describe('disable sitewide alert, disable account alert for the session', () => {
    test('a guest dismisses the sitewide alert for the session; it stays dismissed after signing in, and a new session sees it again', async () => {
      const guest = await newVisitor(testApp.app);
      const shown = (await guest.get('/api/account/alerts')).json().data;
      expect(shown).toEqual({
        sitewide: expect.objectContaining({ id: SITEWIDE_ALERT.id, title: SITEWIDE_ALERT.title }),
        account: null,
        referral: null,
      });
      const dismissed = await guest.post('/api/account/alerts/sitewide/disable', { id: SITEWIDE_ALERT.id });
      expect(dismissed.statusCode).toBe(200);
      expect(dismissed.json().data.sitewide).toBeNull();
      expect((await guest.get('/api/account/alerts')).json().data.sitewide).toBeNull();
      await signUpVisitor(guest);
      expect((await guest.get('/api/account/alerts')).json().data.sitewide).toBeNull();
      const another = await newVisitor(testApp.app);
      expect((await another.get('/api/account/alerts')).json().data.sitewide?.id).toBe(SITEWIDE_ALERT.id);
    });

    test('the account alert is dismissed for the session only: the next pressing one shows, and signing in again brings it back', async () => {
      const v = await newVisitor(testApp.app);
      const email = `alerts-${Date.now()}@example.com`;
      await v.post('/api/account/create', {
        email,
        password: 'Corduroy-Lines7',
        firstName: 'Ali',
        lastName: 'Ert',
        dateOfBirth: '01/02/1990',
      });
      const first = (await v.get('/api/account/alerts')).json().data.account;
      expect(first).toMatchObject({ id: 'complete-profile', link: { href: '/account/profile' } });
      const next = await v.post('/api/account/alerts/account/disable', { id: 'complete-profile' });
      expect(next.statusCode).toBe(200);
      expect(next.json().data.account.id).toMatch(/^release-of-liability-/);
      await v.post('/api/account/release-of-liability', { agree: true, signedName: 'Ali Ert' });
      expect((await v.get('/api/account/alerts')).json().data.account).toBeNull();

      await v.post('/api/account/logout', {});
      await v.post('/api/account/login', { email, password: 'Corduroy-Lines7' });
      expect((await v.get('/api/account/alerts')).json().data.account?.id).toBe('complete-profile');
    });

    test('unknown alerts are 404, bad ids 400, and a guest has no account alert to disable', async () => {
      const { v } = await holder();
      const unknown = await v.post('/api/account/alerts/sitewide/disable', { id: 'old-alert' });
      expect([unknown.statusCode, unknown.json().Message]).toEqual([404, ALERT_NOT_FOUND]);
      expect((await v.post('/api/account/alerts/account/disable', { id: 'someone-elses' })).statusCode).toBe(404);
      expect((await v.post('/api/account/alerts/sitewide/disable', { id: '../../etc' })).statusCode).toBe(400);
      expect((await v.post('/api/account/alerts/sitewide/disable', {})).statusCode).toBe(400);
      expect((await v.get('/api/account/alerts')).json().data.sitewide?.id).toBe(SITEWIDE_ALERT.id);
      const guest = await newVisitor(testApp.app);
      expect((await guest.post('/api/account/alerts/account/disable', { id: 'complete-profile' })).statusCode).toBe(401);
    });

    test('an inactive sitewide alert is not shown', async () => {
      await testApp.handle.db.update(sitewideAlerts).set({ active: false }).where(eq(sitewideAlerts.id, SITEWIDE_ALERT.id));
      try {
        const guest = await newVisitor(testApp.app);
        expect((await guest.get('/api/account/alerts')).json().data.sitewide).toBeNull();
        expect((await guest.post('/api/account/alerts/sitewide/disable', { id: SITEWIDE_ALERT.id })).statusCode).toBe(404);
      } finally {
        await testApp.handle.db.update(sitewideAlerts).set({ active: true }).where(eq(sitewideAlerts.id, SITEWIDE_ALERT.id));
      }
    });
  });

  describe('auto renew content, reservations content, season pass tab content', () => {
    test.each([
      ['auto-renew', 'auto-renew'],
      ['reservations', 'reservations'],
      ['season-pass-tab', 'season-pass-tab'],
    ] as const)('GET /api/account/content/%s serves the seeded block to any visitor', async (path, key) => {
      const guest = await newVisitor(testApp.app);
      const res = await guest.get(`/api/account/content/${path}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        heading: ACCOUNT_CONTENT[key].heading,
        paragraphs: ACCOUNT_CONTENT[key].paragraphs,
        links: ACCOUNT_CONTENT[key].links,
      });
    });

    test('an edited block is served as edited and survives seeding again; a query string is refused', async () => {
      await testApp.handle.db.update(contentBlocks).set({ heading: 'Auto renew, edited' }).where(eq(contentBlocks.key, 'auto-renew'));
      await line.seed(testApp.handle.db);
      const guest = await newVisitor(testApp.app);
      expect((await guest.get('/api/account/content/auto-renew')).json().data.heading).toBe('Auto renew, edited');
      expect((await guest.get('/api/account/content/auto-renew?x=1')).statusCode).toBe(400);
    });
  });
});
