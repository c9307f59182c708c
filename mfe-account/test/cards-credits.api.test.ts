import { eq } from 'drizzle-orm';
import { cardTokenizer, provideCardTokenizer, providePassDirectory, type PassHolder } from '@resort/shared/server/account-lookups';
import { newVisitor, testBackends } from '../server/testing';
import {
  CARD_ASSIGNED,
  CARD_ASSIGNED_CODE,
  CARD_EXPIRED,
  CARD_NOT_FOUND,
  CARD_ON_FILE_UNAVAILABLE,
  RESORT_CHARGE_NEEDS_CARD,
  CREDIT_TERMS_REQUIRED,
  MEMBER_HAS_ACCOUNT,
  MEMBER_NOT_FOUND,
  PASS_HOLDER_CREDIT_TERMS,
} from '../contract';
import { passHolderCredits, profiles, users } from '../server/schema';
import { useAccountApp } from './account-app';

jest.setTimeout(180_000);

const PASSWORD = 'Corduroy-Lines7';
const VISA = '4242 4242 4242 4242';
const DECLINED = '4000000000000002';
const nextYear = new Date().getFullYear() + 1;
const card = (cardNumber = VISA) => ({ cardNumber, expMonth: 12, expYear: nextYear, cvc: '123', nameOnCard: 'Jamie Carver' });

/** A lift line's passes: one bought for someone without an account, one already held by an account. */
function fakePasses() {
  const passes = new Map<string, PassHolder>();
  passes.set('E1234567', { passNumber: 'E1234567', userId: null, firstName: 'Robin', lastName: 'Alder', dateOfBirth: '1990-02-03' });
  const claims: { passNumber: string; userId: string }[] = [];
  return {
    passes,
    claims,
    directory: {
      find: async (n: string) => passes.get(n) ?? null,
      claim: async (passNumber: string, userId: string) => {
        const pass = passes.get(passNumber);
        if (!pass || pass.userId) return false;
        pass.userId = userId;
        claims.push({ passNumber, userId });
        return true;
      },
    },
  };
}

describe.each(testBackends())('card on file, find my card, pending child update and pass holder credits on %s', (backend) => {
  const lift = fakePasses();
  const testApp = useAccountApp(backend, { withoutSmtp: true, setUp: (started) => providePassDirectory(started.services, lift.directory) });

  let n = 0;
  const signUp = async (person: Partial<Record<'firstName' | 'lastName' | 'dateOfBirth' | 'passNumber', string>> = {}) => {
    n += 1;
    const visitor = await newVisitor(testApp.app);
    const email = `cards-${Date.now()}-${n}@example.com`;
    const res = await visitor.post('/api/account/create', {
      email,
      password: PASSWORD,
      firstName: 'Jamie',
      lastName: 'Carver',
      dateOfBirth: '07/04/1985',
      ...person,
    });
    return { visitor, email, res, userId: res.json().data?.user?.id as string };
  };

  describe('credit card on file', () => {
    it('answers 503 with the spec message while no payment gateway tokenizes cards', async () => {
      const { visitor } = await signUp();
      expect(cardTokenizer(testApp.services)).toBeNull();
      const res = await visitor.post('/api/account/profile/credit-card', card());
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, Message: CARD_ON_FILE_UNAVAILABLE });
    });

    it('keeps the gateway token and shows only the last 4 and the expiry; the card number is never stored', async () => {
      provideCardTokenizer(testApp.services, {
        tokenize: async (c) => {
          if (c.cardNumber === DECLINED) throw Object.assign(new Error('Your card was declined.'), { field: 'cardNumber' });
          return { token: `tok_${c.cardNumber.slice(-4)}_${Date.now()}`, last4: c.cardNumber.slice(-4), brand: 'Visa' };
        },
      });
      const { visitor, userId } = await signUp();
      expect((await visitor.get('/api/account/profile/credit-card')).json().data).toEqual({ card: null });
      const saved = await visitor.post('/api/account/profile/credit-card', card());
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data).toEqual({ card: { brand: 'Visa', last4: '4242', expMonth: 12, expYear: nextYear } });
      expect(saved.body).not.toContain('4242424242424242');
      const [row] = await testApp.handle.db.select().from(profiles).where(eq(profiles.userId, userId));
      expect(row.cardToken).toMatch(/^tok_4242_/);
      expect(JSON.stringify(row)).not.toMatch(/4242 ?4242 ?4242 ?4242/);
      expect((await visitor.get('/api/account/profile/credit-card')).json().data.card.last4).toBe('4242');

      const declined = await visitor.post('/api/account/profile/credit-card', card(DECLINED));
      expect(declined.statusCode).toBe(400);
      expect(declined.json()).toMatchObject({ Message: 'Your card was declined.', data: { field: 'cardNumber' } });
      const expired = await visitor.post('/api/account/profile/credit-card', { ...card(), expMonth: 1, expYear: 2020 });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().Message).toBe(CARD_EXPIRED);
      expect((await visitor.post('/api/account/profile/credit-card', { ...card(), cardNumber: 'abcd' })).statusCode).toBe(400);
      // A refused card leaves the saved one in place.
      expect((await visitor.get('/api/account/profile/credit-card')).json().data.card.last4).toBe('4242');

      expect((await visitor.post('/api/account/profile/credit-card/remove', {})).json().data).toEqual({ card: null });
      const [cleared] = await testApp.handle.db.select().from(profiles).where(eq(profiles.userId, userId));
      expect(cleared.cardToken).toBeNull();
    });

    it('resort charge: enrolling needs a card on file, and removing the card ends it', async () => {
      provideCardTokenizer(testApp.services, {
        tokenize: async (c) => ({ token: `tok_${c.cardNumber.slice(-4)}_${Date.now()}`, last4: c.cardNumber.slice(-4), brand: 'Visa' }),
      });
      const { visitor } = await signUp();
      expect((await visitor.get('/api/account/profile/resort-charge')).json().data).toEqual({ enrolled: false });
      const noCard = await visitor.post('/api/account/profile/resort-charge', { enroll: true });
      expect(noCard.statusCode).toBe(400);
      expect(noCard.json().Message).toBe(RESORT_CHARGE_NEEDS_CARD);
      await visitor.post('/api/account/profile/credit-card', card());
      expect((await visitor.post('/api/account/profile/resort-charge', { enroll: true })).json().data).toEqual({ enrolled: true });
      expect((await visitor.get('/api/account/profile/resort-charge')).json().data).toEqual({ enrolled: true });
      await visitor.post('/api/account/profile/credit-card/remove', {});
      expect((await visitor.get('/api/account/profile/resort-charge')).json().data).toEqual({ enrolled: false });
      expect((await visitor.post('/api/account/profile/resort-charge', { enroll: 'yes' })).statusCode).toBe(400);
      const guest = await newVisitor(testApp.app);
      expect((await guest.get('/api/account/profile/resort-charge')).statusCode).toBe(401);
    });

    it('asks a guest to sign in', async () => {
      const guest = await newVisitor(testApp.app);
      expect((await guest.get('/api/account/profile/credit-card')).statusCode).toBe(401);
      expect((await guest.post('/api/account/profile/credit-card', card())).statusCode).toBe(401);
      expect((await guest.get('/api/account/pass-holder-credits')).statusCode).toBe(401);
    });
  });

  describe('find my card and create account with card number', () => {
    it('finds a pass only with the holder’s birth date, by first name and last initial', async () => {
      const visitor = await newVisitor(testApp.app);
      const found = await visitor.post('/api/account/find-my-card', { passNumber: 'e123 4567', dateOfBirth: '02/03/1990' });
      expect(found.json().data).toEqual({ found: true, firstName: 'Robin', lastInitial: 'A', hasAccount: false });
      const wrongBirth = await visitor.post('/api/account/find-my-card', { passNumber: 'E1234567', dateOfBirth: '02/04/1990' });
      expect(wrongBirth.json().data.found).toBe(false);
      expect((await visitor.post('/api/account/find-my-card', { passNumber: 'NOPE', dateOfBirth: '02/03/1990' })).json().data.found).toBe(
        false,
      );
      expect((await visitor.post('/api/account/find-my-card', { passNumber: '', dateOfBirth: '02/03/1990' })).statusCode).toBe(400);
      expect((await visitor.post('/api/account/find-my-card', { passNumber: 'E1', dateOfBirth: 'soon' })).statusCode).toBe(400);
    });

    it('creates an account with a card number only for the pass holder, error 2005 otherwise, and links the card', async () => {
      const robin = { firstName: 'Robin', lastName: 'Alder', dateOfBirth: '02/03/1990' };
      const unknown = await signUp({ ...robin, passNumber: 'X9999999' });
      expect(unknown.res.statusCode).toBe(400);
      expect(unknown.res.json()).toMatchObject({ Message: CARD_NOT_FOUND, data: { field: 'passNumber' } });

      const impostor = await signUp({ passNumber: 'E1234567' });
      expect(impostor.res.statusCode).toBe(409);
      expect(impostor.res.json()).toMatchObject({ success: false, Message: CARD_ASSIGNED, data: { code: CARD_ASSIGNED_CODE } });
      // A refused card creates no account.
      expect(await testApp.handle.db.select().from(users).where(eq(users.email, impostor.email))).toEqual([]);

      const holder = await signUp({ ...robin, passNumber: 'E 1234567' });
      expect(holder.res.statusCode).toBe(200);
      expect(lift.claims).toEqual([{ passNumber: 'E1234567', userId: holder.userId }]);
      // Once held, the card cannot start a second account.
      const again = await signUp({ ...robin, passNumber: 'E1234567' });
      expect(again.res.json().data).toMatchObject({ code: CARD_ASSIGNED_CODE });

      // Household "search for pass" now finds its holder.
      const searcher = await signUp();
      const match = await searcher.visitor.post('/api/account/household/search-pass', { passNumber: 'E1234567' });
      expect(match.json().data).toEqual({ found: true, firstName: 'Robin', lastInitial: 'A' });
      expect((await searcher.visitor.post('/api/account/household/search-pass', { passNumber: 'X1' })).json().data.found).toBe(false);
    });
  });

  describe('pending child account update', () => {
    const child = { firstName: 'Kit', lastName: 'Carver', dateOfBirth: '05/06/2015', relationship: 'child' };

    it("updates a member without an account, 404 for another account's member, 400 for a member with an account", async () => {
      const owner = await signUp();
      const added = await owner.visitor.post('/api/account/household/members', child);
      const id = added.json().data.household.members[1].id as string;
      const updated = await owner.visitor.post(`/api/account/household/members/${id}/update`, {
        firstName: 'Kitt',
        lastName: 'Carver-Lee',
        dateOfBirth: '05/07/2015',
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json().data.household.members[1]).toMatchObject({
        id,
        firstName: 'Kitt',
        lastName: 'Carver-Lee',
        dateOfBirth: '05/07/2015',
      });
      const bad = await owner.visitor.post(`/api/account/household/members/${id}/update`, {
        firstName: 'Kit',
        lastName: 'C',
        dateOfBirth: '13/45/2015',
      });
      expect(bad.statusCode).toBe(400);

      const other = await signUp();
      const stolen = await other.visitor.post(`/api/account/household/members/${id}/update`, {
        firstName: 'X',
        lastName: 'Y',
        dateOfBirth: '01/01/2015',
      });
      expect(stolen.statusCode).toBe(404);
      expect(stolen.json().Message).toBe(MEMBER_NOT_FOUND);
      const holderRow = added.json().data.household.members[0].id as string;
      expect((await owner.visitor.post(`/api/account/household/members/${holderRow}/update`, child)).statusCode).toBe(400);
      expect(
        (
          await owner.visitor.post(`/api/account/household/members/${holderRow}/update`, {
            firstName: 'A',
            lastName: 'B',
            dateOfBirth: '01/01/1985',
          })
        ).statusCode,
      ).toBe(404);

      // A member with an account of their own keeps their details there.
      await owner.visitor.post('/api/account/household/existing', { email: other.email, relationship: 'friend' });
      const members = (await owner.visitor.get('/api/account/household')).json().data.household.members as {
        id: string;
        hasAccount: boolean;
      }[];
      const invited = members.find((m) => m.hasAccount && m.id !== holderRow);
      const refused = await owner.visitor.post(`/api/account/household/members/${invited?.id}/update`, {
        firstName: 'A',
        lastName: 'B',
        dateOfBirth: '01/01/1985',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().Message).toBe(MEMBER_HAS_ACCOUNT);
      const guest = await newVisitor(testApp.app);
      expect(
        (await guest.post(`/api/account/household/members/${id}/update`, { firstName: 'A', lastName: 'B', dateOfBirth: '01/01/2015' }))
          .statusCode,
      ).toBe(401);
    });
  });

  describe('pass holder credits', () => {
    it('lists the credits with their terms, usable only once the terms are accepted, and only to their holder', async () => {
      const holder = await signUp();
      const other = await signUp();
      await testApp.handle.db.insert(passHolderCredits).values([
        {
          userId: holder.userId,
          title: 'Pass holder resort credit',
          amount: 5000,
          remaining: 5000,
          currency: 'USD',
          expiresOn: `${nextYear}-04-15`,
        },
        {
          userId: holder.userId,
          title: 'Coast Range dining credit',
          amount: 2500,
          remaining: 2500,
          currency: 'CAD',
          expiresOn: `${nextYear}-03-01`,
        },
      ]);
      const before = (await holder.visitor.get('/api/account/pass-holder-credits')).json().data;
      expect(before).toMatchObject({ terms: [...PASS_HOLDER_CREDIT_TERMS], termsAccepted: false, usable: false });
      expect(before.credits).toEqual([
        expect.objectContaining({ title: 'Coast Range dining credit', amountFormatted: '$25.00 CAD', expiresOn: `03/01/${nextYear}` }),
        expect.objectContaining({
          title: 'Pass holder resort credit',
          amount: 5000,
          amountFormatted: '$50.00',
          expiresOn: `04/15/${nextYear}`,
        }),
      ]);
      const refused = await holder.visitor.post('/api/account/pass-holder-credits/terms', { accept: false });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().Message).toBe(CREDIT_TERMS_REQUIRED);
      expect((await holder.visitor.post('/api/account/pass-holder-credits/terms', {})).statusCode).toBe(400);
      const accepted = await holder.visitor.post('/api/account/pass-holder-credits/terms', { accept: true });
      expect(accepted.json().data).toMatchObject({ termsAccepted: true, usable: true });
      expect((await holder.visitor.post('/api/account/pass-holder-credits/terms', { accept: true })).statusCode).toBe(200);
      expect((await other.visitor.get('/api/account/pass-holder-credits')).json().data).toMatchObject({
        credits: [],
        termsAccepted: false,
      });
    });
  });
});
