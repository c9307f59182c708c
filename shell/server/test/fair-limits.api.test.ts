import { DateTime } from 'luxon';
import { RATE_LIMITS } from '@resort/shared/server';
import { newVisitor, randomAddress, testBackends, type Visitor } from '@resort/shared/server/testing';
import { startStore, type StoreUnderTest } from './harness';

// A launch day's crowd shares addresses (the base-area Wi-Fi, a hotel, a carrier's NAT): each
// person is counted as themselves, and the address only as a ceiling for floods.

jest.setTimeout(180_000);

const day = (n: number) => DateTime.now().setZone('America/Denver').plus({ days: n }).toISODate()!;
const ticket = (date: string) => ({ productId: 'summit-peak-1day', date, quantity: 1, options: { ageCategory: 'adult' } });
const TOO_MANY = /^Too many attempts\. Please wait \d+ (minutes?|seconds?) and try again\.$/;
const PASSWORD = 'correct horse battery staple';

let accounts = 0;
async function createAccount(v: Visitor): Promise<{ email: string; status: number }> {
  accounts += 1;
  const email = `crowd-${process.pid}-${Date.now().toString(36)}-${accounts}@example.com`;
  const res = await v.post('/api/account/create', {
    email,
    password: PASSWORD,
    firstName: 'Sam',
    lastName: 'Crowd',
    dateOfBirth: '02/02/1990',
  });
  return { email, status: res.statusCode };
}

describe.each(testBackends())('fair abuse limits on %s', (backend) => {
  let store: StoreUnderTest;

  beforeAll(async () => {
    store = await startStore(backend);
  });

  afterAll(async () => {
    await store?.close();
  });

  test('120 visitors behind one address each add a lift ticket to their cart', async () => {
    const wifi = randomAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 120; i += 1) {
      const visitor = await newVisitor(store.app, wifi);
      statuses.push((await visitor.post('/api/cart/add/liftaccess', ticket(day(20 + (i % 5))))).statusCode);
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });

  test('one visitor past their own add-to-cart limit gets 429; their neighbours at the same address keep adding', async () => {
    const wifi = randomAddress();
    const eager = await newVisitor(store.app, wifi);
    const { perVisitor } = RATE_LIMITS.addToCart;
    const statuses: number[] = [];
    for (let i = 0; i < perVisitor! + 1; i += 1) {
      statuses.push((await eager.post('/api/cart/add/liftaccess', { ...ticket(day(30)), quantity: 1 })).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s !== 429)).toBe(true);
    const neighbour = await newVisitor(store.app, wifi);
    expect((await neighbour.post('/api/cart/add/liftaccess', ticket(day(30)))).statusCode).toBe(200);
  });

  test('30 people behind one address create accounts, sign out and sign in again', async () => {
    const wifi = randomAddress();
    const answers: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      const person = await newVisitor(store.app, wifi);
      const { email, status } = await createAccount(person);
      const out = await person.post('/api/account/logout');
      const back = await person.post('/api/account/login', { email, password: PASSWORD });
      answers.push(`${status} ${out.statusCode} ${back.statusCode}`);
    }
    expect(answers).toEqual(Array(30).fill('200 200 200'));
  });

  test('25 wrong passwords for one account get 429 for that account only: a neighbour at the same address signs in, the owner elsewhere too', async () => {
    const wifi = randomAddress();
    const neighbour = await newVisitor(store.app, wifi);
    const { email } = await createAccount(neighbour);
    await neighbour.post('/api/account/logout');

    const guesser = await newVisitor(store.app, wifi);
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      statuses.push((await guesser.post('/api/account/login', { email: 'demo@resort.test', password: `guess-${i}` })).statusCode);
    }
    const { perAccountAddress } = RATE_LIMITS.signIn.failures!;
    expect(statuses.slice(0, perAccountAddress)).toEqual(Array(perAccountAddress).fill(401));
    expect(statuses.slice(perAccountAddress)).toEqual(Array(25 - perAccountAddress).fill(429));

    // From that address, even the right password of the guessed account waits.
    const limited = await guesser.post('/api/account/login', { email: ' Demo@Resort.test ', password: 'Powder2026!' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().Message).toMatch(TOO_MANY);

    // The neighbour's own account is not held back by the guesses made beside them.
    expect((await neighbour.post('/api/account/login', { email, password: PASSWORD })).statusCode).toBe(200);
    // The guessed account's owner, somewhere else, signs in: 25 failures are under its all-address count.
    const owner = await newVisitor(store.app);
    expect((await owner.post('/api/account/login', { email: 'demo@resort.test', password: 'Powder2026!' })).statusCode).toBe(200);
  });

  test('a flood from one address meets the per-address ceiling, whoever sends it; another address is unaffected', async () => {
    const flood = randomAddress();
    const { perAddress } = RATE_LIMITS.passwordReset;
    const statuses: number[] = [];
    // A new session for every few requests, as a script would: only the address ties them together.
    let v = await newVisitor(store.app, flood);
    for (let i = 0; i < perAddress + 1; i += 1) {
      if (i % 4 === 0) v = await newVisitor(store.app, flood);
      statuses.push((await v.post('/api/account/username/forgot', { email: `nobody-${i}@example.com` })).statusCode);
    }
    expect(statuses.slice(0, perAddress).includes(429)).toBe(false);
    expect(statuses[perAddress]).toBe(429);
    const elsewhere = await newVisitor(store.app);
    expect((await elsewhere.post('/api/account/username/forgot', { email: 'nobody@example.com' })).statusCode).not.toBe(429);
  });
});
