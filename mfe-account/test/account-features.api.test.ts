import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { ReservationView } from '@resort/shared/server';
import { newVisitor, testBackends } from '../server/testing';
import {
  HOUSEHOLD_MINOR_RULE,
  MEMBER_NOT_FOUND,
  PHOTO_INVALID,
  RESET_EMAIL_SENT,
  RESET_LINK_INVALID,
  RESERVATION_NOT_FOUND,
  USERNAME_EMAIL_SENT,
  USERNAME_TAKEN,
  USERNAME_TAKEN_CODE,
} from '../contract';
import { outbox, passwordResets, sessions } from '../server/schema';
import { hashToken } from '../server/services/password-reset';
import { useAccountApp } from './account-app';

jest.setTimeout(180_000);

const PASSWORD = 'Corduroy-Lines7';
const NEW_PASSWORD = 'Fresh-Tracks-2027';
let count = 0;
const uniqueEmail = (who: string) => {
  count += 1;
  return `${who}-${Date.now()}-${count}@example.com`;
};

/** Fake lift line reservations: two for one user, so the account area lists and cancels through the source. */
function fakeSource(owner: () => string) {
  const rows: ReservationView[] = [
    {
      id: 'r1',
      line: 'lift',
      kind: 'Lift reservation',
      title: 'Epic Day',
      resortName: 'Vail',
      date: '2027-01-10',
      endDate: null,
      guestName: 'Jamie Carver',
      status: 'booked',
      cancellable: true,
    },
    {
      id: 'r2',
      line: 'lift',
      kind: 'Lift reservation',
      title: 'Epic Day',
      resortName: 'Vail',
      date: '2027-01-05',
      endDate: null,
      guestName: 'Jamie Carver',
      status: 'booked',
      cancellable: false,
    },
  ];
  return {
    line: 'lift',
    list: async (userId: string) => (userId === owner() ? rows : []),
    cancel: async (userId: string, id: string) => {
      const row = rows.find((r) => r.id === id);
      if (userId !== owner() || !row || !row.cancellable || row.status === 'cancelled') return false;
      row.status = 'cancelled';
      row.cancellable = false;
      return true;
    },
  };
}

describe.each(testBackends())('account features on %s', (backend) => {
  let reservationOwner = '';
  const testApp = useAccountApp(backend, {
    withoutSmtp: true,
    setUp: ({ services }) => {
      services.provideReservations(fakeSource(() => reservationOwner));
      services.provideReservations({
        line: 'broken',
        list: async () => {
          throw new Error('down');
        },
        cancel: async () => false,
      });
    },
  });

  const signUp = async (dateOfBirth = '07/04/1985', who = 'jamie') => {
    const visitor = await newVisitor(testApp.app);
    const email = uniqueEmail(who);
    const res = await visitor.post('/api/account/create', {
      email,
      password: PASSWORD,
      firstName: 'Jamie',
      lastName: 'Carver',
      dateOfBirth,
    });
    expect(res.json().data.signedIn).toBe(true);
    return { visitor, email, userId: res.json().data.user.id as string };
  };

  const mailsTo = (email: string) =>
    testApp.handle.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.createdAt));
  const resetLink = async (email: string) => {
    const [mail] = (await mailsTo(email)).filter((m) => m.subject === 'Reset your password');
    const match = /https?:\/\/\S+\/sign-in\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '');
    if (!match) throw new Error(`no reset link in ${mail?.body}`);
    return match[1];
  };

  describe('password reset by email', () => {
    it('mails a one-time link, stores only the token hash, and the link sets the new password once', async () => {
      const { email, userId } = await signUp();
      const stranger = await newVisitor(testApp.app);
      const res = await stranger.post('/api/account/password/reset-email', { email: email.toUpperCase() });
      expect(res.json()).toEqual({ success: true, data: { sent: true }, Message: RESET_EMAIL_SENT });
      const token = await resetLink(email);
      const [stored] = await testApp.handle.db.select().from(passwordResets).where(eq(passwordResets.userId, userId));
      expect(stored.tokenHash).toBe(hashToken(token));
      expect(stored.tokenHash).not.toContain(token);
      // Expires in an hour, by the database clock.
      const minutes = (stored.expiresAt.getTime() - stored.createdAt.getTime()) / 60_000;
      expect(minutes).toBeCloseTo(60, 0);

      const reset = await stranger.post('/api/account/password/reset', { token, password: NEW_PASSWORD });
      expect(reset.statusCode).toBe(200);
      expect((await stranger.post('/api/account/login', { email, password: PASSWORD })).statusCode).toBe(401);
      expect((await (await newVisitor(testApp.app)).post('/api/account/login', { email, password: NEW_PASSWORD })).statusCode).toBe(200);

      const again = await stranger.post('/api/account/password/reset', { token, password: 'Another-Pass-2028' });
      expect(again.statusCode).toBe(400);
      expect(again.json().Message).toBe(RESET_LINK_INVALID);
      expect((await mailsTo(email)).map((m) => m.subject)).toContain('Your password was changed');
    });

    it('lets only one of two uses of a link at the same moment win', async () => {
      const { email } = await signUp();
      const visitor = await newVisitor(testApp.app);
      await visitor.post('/api/account/password/reset-email', { email });
      const token = await resetLink(email);
      const [a, b] = await Promise.all([
        (await newVisitor(testApp.app)).post('/api/account/password/reset', { token, password: NEW_PASSWORD }),
        (await newVisitor(testApp.app)).post('/api/account/password/reset', { token, password: 'Other-Tracks-2028' }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    });

    it('answers an unknown address exactly like a known one and sends nothing', async () => {
      const visitor = await newVisitor(testApp.app);
      const unknown = uniqueEmail('nobody');
      const res = await visitor.post('/api/account/password/reset-email', { email: unknown });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, data: { sent: true }, Message: RESET_EMAIL_SENT });
      expect(await mailsTo(unknown)).toEqual([]);
    });

    it('refuses an expired link and a made-up one, and a too-short password', async () => {
      const { email, userId } = await signUp();
      const visitor = await newVisitor(testApp.app);
      await visitor.post('/api/account/password/reset-email', { email });
      const token = await resetLink(email);
      expect((await visitor.post('/api/account/password/reset', { token, password: 'short' })).statusCode).toBe(400);
      await testApp.handle.db
        .update(passwordResets)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResets.userId, userId));
      const expired = await visitor.post('/api/account/password/reset', { token, password: NEW_PASSWORD });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().Message).toBe(RESET_LINK_INVALID);
      expect((await visitor.post('/api/account/password/reset', { token: 'made-up', password: NEW_PASSWORD })).json().Message).toBe(
        RESET_LINK_INVALID,
      );
    });

    it('ends the sessions of the account when the password is reset', async () => {
      const { visitor, email, userId } = await signUp();
      await visitor.post('/api/account/password/reset-email', { email });
      await (await newVisitor(testApp.app)).post('/api/account/password/reset', { token: await resetLink(email), password: NEW_PASSWORD });
      expect(await testApp.handle.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
      expect((await visitor.get('/api/account/profile')).statusCode).toBe(401);
    });

    it('forgot username: mails the sign-in name, the same answer for any address', async () => {
      const { visitor, email } = await signUp();
      const username = `carver${Date.now()}`;
      await visitor.post('/api/account/profile/username', { username });
      const known = await visitor.post('/api/account/username/forgot', { email });
      const unknown = await visitor.post('/api/account/username/forgot', { email: uniqueEmail('ghost') });
      expect(known.json()).toEqual({ success: true, data: { sent: true }, Message: USERNAME_EMAIL_SENT });
      expect(unknown.json()).toEqual(known.json());
      const [mail] = await mailsTo(email);
      expect(mail.subject).toBe('Your sign-in name');
      expect(mail.body).toContain(`your username is ${username}`);
    });
  });

  describe('profile updates', () => {
    it('updates phone, address and birth date, and the profile shows them', async () => {
      const { visitor } = await signUp();
      expect((await visitor.post('/api/account/profile/phone', { phone: '970-555-0199' })).json().data.contact.phone).toBe('970-555-0199');
      expect((await visitor.post('/api/account/profile/phone', { phone: 'call me' })).statusCode).toBe(400);
      const address = { addressLine1: '1 Gondola Way', city: 'Vail', region: 'CO', postalCode: '81657', country: 'US' };
      expect((await visitor.post('/api/account/profile/address', address)).json().data.contact).toMatchObject(address);
      expect((await visitor.post('/api/account/profile/birth-date', { dateOfBirth: '03/15/1988' })).json().data.user.dateOfBirth).toBe(
        '03/15/1988',
      );
      expect((await visitor.post('/api/account/profile/birth-date', { dateOfBirth: '13/45/1988' })).statusCode).toBe(400);
      const profile = (await visitor.get('/api/account/profile')).json().data;
      expect(profile).toMatchObject({ contact: { phone: '970-555-0199', city: 'Vail' }, user: { dateOfBirth: '03/15/1988' } });
    });

    it('updates the username, with error 100016 when another account has it', async () => {
      const a = await signUp();
      const b = await signUp();
      const name = `powder${Date.now()}`;
      expect((await a.visitor.post('/api/account/profile/username', { username: name })).json().data.user.username).toBe(name);
      const taken = await b.visitor.post('/api/account/profile/username', { username: name.toUpperCase() });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ success: false, Message: USERNAME_TAKEN, data: { code: USERNAME_TAKEN_CODE } });
    });

    it('updates the email and the password only with the current password', async () => {
      const { visitor, email } = await signUp();
      const next = uniqueEmail('moved');
      expect((await visitor.post('/api/account/profile/email', { email: next, currentPassword: 'wrong-password' })).statusCode).toBe(400);
      expect((await visitor.post('/api/account/profile/email', { email: next, currentPassword: PASSWORD })).json().data.user.email).toBe(
        next,
      );
      // The old address hears of it.
      expect((await mailsTo(email)).map((m) => m.subject)).toContain('Your email address was changed');
      const other = await signUp();
      expect((await visitor.post('/api/account/profile/email', { email: other.email, currentPassword: PASSWORD })).statusCode).toBe(409);
      expect(
        (await visitor.post('/api/account/profile/password', { currentPassword: 'nope-nope-nope', newPassword: NEW_PASSWORD })).statusCode,
      ).toBe(400);
      expect(
        (await visitor.post('/api/account/profile/password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD })).statusCode,
      ).toBe(200);
      // This session stays signed in; the new password signs in elsewhere.
      expect((await visitor.get('/api/account/profile')).statusCode).toBe(200);
      expect((await (await newVisitor(testApp.app)).post('/api/account/login', { email: next, password: NEW_PASSWORD })).statusCode).toBe(
        200,
      );
      expect(email).not.toBe(next);
    });

    it('asks a guest to sign in on every profile update', async () => {
      const guest = await newVisitor(testApp.app);
      expect((await guest.post('/api/account/profile/phone', { phone: '970-555-0199' })).statusCode).toBe(401);
      expect((await guest.get('/api/account/household')).statusCode).toBe(401);
      expect((await guest.get('/api/account/reservations')).statusCode).toBe(401);
      expect((await guest.get('/api/account/photo')).statusCode).toBe(401);
    });
  });

  describe('household', () => {
    const child = { firstName: 'Kit', lastName: 'Carver', dateOfBirth: '05/06/2015', relationship: 'child' };

    it('adds a member (name and date of birth), lists it for other lines, and removes it', async () => {
      const { visitor, userId } = await signUp();
      const added = await visitor.post('/api/account/household/members', child);
      expect(added.statusCode).toBe(200);
      const members = added.json().data.household.members;
      expect(members).toEqual([
        expect.objectContaining({ relationship: 'self' }),
        expect.objectContaining({ firstName: 'Kit', dateOfBirth: '05/06/2015', status: 'active', hasAccount: false }),
      ]);
      expect((await testApp.services.people.household(userId)).map((p) => p.firstName)).toEqual(['Jamie', 'Kit']);
      const removed = await visitor.post(`/api/account/household/members/${members[1].id}/remove`);
      expect(removed.json().data.household.members).toHaveLength(1);
      // The holder cannot be removed.
      expect((await visitor.post(`/api/account/household/members/${members[0].id}/remove`)).statusCode).toBe(404);
    });

    it("answers 404 for another account's member on every route that takes an id", async () => {
      const owner = await signUp();
      const other = await signUp();
      const id = (await owner.visitor.post('/api/account/household/members', child)).json().data.household.members[1].id;
      for (const url of [
        `/api/account/household/members/${id}/remove`,
        `/api/account/household/invitations/${id}/accept`,
        `/api/account/household/invitations/${id}/decline`,
      ]) {
        const res = await other.visitor.post(url);
        expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      }
      const transfer = await other.visitor.post('/api/account/household/transfer', { id, email: other.email });
      expect(transfer.statusCode).toBe(404);
      expect(transfer.json().Message).toBe(MEMBER_NOT_FOUND);
      // Still there for its owner.
      expect((await owner.visitor.get('/api/account/household')).json().data.household.members).toHaveLength(2);
    });

    it('invites an existing account holder, who accepts or declines; only the invitee can answer', async () => {
      const owner = await signUp();
      const friend = await signUp('07/04/1990', 'friend');
      const outsider = await signUp();
      const found = await owner.visitor.post('/api/account/household/search', { email: friend.email });
      expect(found.json().data).toEqual({ found: true, firstName: 'Jamie', lastInitial: 'C' });
      expect((await owner.visitor.post('/api/account/household/search', { email: uniqueEmail('none') })).json().data.found).toBe(false);
      const invited = await owner.visitor.post('/api/account/household/existing', { email: friend.email, relationship: 'friend' });
      const member = invited.json().data.household.members[1];
      expect(member).toMatchObject({ status: 'invited', hasAccount: true });
      expect((await mailsTo(friend.email)).map((m) => m.subject)).toContain('Jamie Carver invited you to their household');
      // Not a person the owner books for until accepted.
      expect(await testApp.services.people.household(owner.userId)).toHaveLength(1);
      const invitations = (await friend.visitor.get('/api/account/household')).json().data.invitations;
      expect(invitations).toEqual([expect.objectContaining({ id: member.id, fromName: 'Jamie Carver' })]);
      expect((await outsider.visitor.post(`/api/account/household/invitations/${member.id}/accept`)).statusCode).toBe(404);
      expect((await friend.visitor.post(`/api/account/household/invitations/${member.id}/accept`)).statusCode).toBe(200);
      expect(await testApp.services.people.household(owner.userId)).toEqual([
        expect.objectContaining({ self: true }),
        expect.objectContaining({ id: member.id, email: friend.email, self: false }),
      ]);
      expect(
        (await owner.visitor.post('/api/account/household/existing', { email: friend.email, relationship: 'friend' })).statusCode,
      ).toBe(409);

      const second = await signUp();
      const again = await second.visitor.post('/api/account/household/existing', { email: friend.email, relationship: 'friend' });
      const pending = again.json().data.household.members[1];
      expect((await friend.visitor.post(`/api/account/household/invitations/${pending.id}/decline`)).statusCode).toBe(200);
      expect((await second.visitor.get('/api/account/household')).json().data.household.members).toHaveLength(1);
    });

    it('sends the transfer request email for an own member', async () => {
      const owner = await signUp();
      const id = (await owner.visitor.post('/api/account/household/members', child)).json().data.household.members[1].id;
      const to = uniqueEmail('other-parent');
      expect((await owner.visitor.post('/api/account/household/transfer', { id, email: to })).statusCode).toBe(200);
      expect((await mailsTo(to))[0].subject).toBe('Household transfer request for Kit Carver');
    });

    it('lets no account under 18 manage others', async () => {
      const teen = await signUp('01/31/2012', 'teen');
      const res = await teen.visitor.post('/api/account/household/members', child);
      expect(res.statusCode).toBe(403);
      expect(res.json().Message).toBe(HOUSEHOLD_MINOR_RULE);
      expect((await teen.visitor.get('/api/account/household')).json().data.household.canManage).toBe(false);
      expect(
        (await teen.visitor.post('/api/account/household/existing', { email: uniqueEmail('x'), relationship: 'friend' })).statusCode,
      ).toBe(403);
    });
  });

  describe('reservations of every line', () => {
    it("lists the user's reservations by date through the registered sources, cancels where allowed, 404 for anyone else", async () => {
      const a = await signUp();
      const b = await signUp();
      reservationOwner = a.userId;
      const list = (await a.visitor.get('/api/account/reservations')).json().data;
      expect(list.reservations.map((r: ReservationView) => r.id)).toEqual(['r2', 'r1']);
      expect(list.unavailableLines).toEqual(['broken']);
      expect((await b.visitor.get('/api/account/reservations')).json().data.reservations).toEqual([]);
      const foreign = await b.visitor.post('/api/account/reservations/cancel', { line: 'lift', id: 'r1' });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().Message).toBe(RESERVATION_NOT_FOUND);
      expect((await a.visitor.post('/api/account/reservations/cancel', { line: 'lift', id: 'r2' })).statusCode).toBe(404);
      expect((await a.visitor.post('/api/account/reservations/cancel', { line: 'lift', id: 'r1' })).statusCode).toBe(200);
      const after = (await a.visitor.get('/api/account/reservations')).json().data.reservations;
      expect(after.find((r: ReservationView) => r.id === 'r1')).toMatchObject({ status: 'cancelled', cancellable: false });
    });
  });

  describe('photo', () => {
    it('resizes and stores the upload, serves it to its owner only, and names it in the people directory', async () => {
      const owner = await signUp();
      const other = await signUp();
      const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3366aa' } })
        .png()
        .toBuffer();
      const res = await owner.visitor.post('/api/account/photo', { image: `data:image/png;base64,${png.toString('base64')}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.photoUrl).toMatch(/^\/api\/account\/photo\?v=\d+$/);
      const served = await owner.visitor.get('/api/account/photo');
      expect(served.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(served.rawPayload).metadata();
      expect({ width: meta.width, height: meta.height, format: meta.format }).toEqual({ width: 400, height: 400, format: 'jpeg' });
      expect((await other.visitor.get('/api/account/photo')).statusCode).toBe(404);
      expect((await testApp.services.people.person(owner.userId))?.photoUrl).toBe(res.json().data.photoUrl);
      expect((await owner.visitor.get('/api/account/profile')).json().data.user.photoUrl).toBe(res.json().data.photoUrl);
    });

    it('refuses what is not an image', async () => {
      const { visitor } = await signUp();
      const res = await visitor.post('/api/account/photo', {
        image: `data:image/png;base64,${Buffer.from('not an image').toString('base64')}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toBe(PHOTO_INVALID);
      expect((await visitor.post('/api/account/photo', { image: 'hello' })).statusCode).toBe(400);
    });
  });
});
