import { SIGN_IN_PROMPT } from '@resort/shared';
import { HEIGHT_OUT_OF_RANGE, WEIGHT_OUT_OF_RANGE } from '@resort/shared/rules';
import { newVisitor, testBackends, type Visitor } from '../server/testing';
import { MAX_RENTAL_PROFILES, TOO_MANY_RENTAL_PROFILES } from '../contract';

jest.setTimeout(120_000);
import { useAccountApp } from './account-app';

// Spec section 7, account: "rental profile get/create/update". The rentals line reads the same
// profiles through the line services to offer saved renters in checkout.

describe.each(testBackends())('rental profiles on %s', (backend) => {
  const testApp = useAccountApp(backend);

  let n = 0;
  const signUp = async (): Promise<Visitor> => {
    n += 1;
    const v = await newVisitor(testApp.app);
    const res = await v.post('/api/account/create', {
      firstName: 'Rory',
      lastName: 'Renter',
      dateOfBirth: '03/03/1983',
      email: `rory.${n}.${Date.now()}@example.com`,
      password: 'Powder-Day-2026!',
    });
    expect(res.statusCode).toBe(200);
    return v;
  };
  const sam = { name: 'Sam Renter', heightCm: 172, weightKg: 64, age: 15, skierType: 'rider', bootSize: 'US 8' };

  test('a holder creates, lists and updates saved renters; the line services see the same', async () => {
    const v = await signUp();
    expect((await v.get('/api/account/rental-profiles')).json().data.profiles).toEqual([]);
    const created = await v.post('/api/account/rental-profiles', sam);
    expect(created.statusCode).toBe(200);
    const [saved] = created.json().data.profiles;
    expect(saved).toEqual({ id: expect.any(String), ...sam });
    const updated = await v.post(`/api/account/rental-profiles/${saved.id}`, { ...sam, heightCm: 175, bootSize: ' US 8.5 ' });
    expect(updated.json().data.profiles).toEqual([{ ...saved, heightCm: 175, bootSize: 'US 8.5' }]);
    const userId = (await v.get('/api/account/session')).json().data.user.id;
    expect(await testApp.services.rentalProfiles.list(userId)).toEqual([{ ...saved, heightCm: 175, bootSize: 'US 8.5' }]);
  });

  test('the rental profile rules: height and weight bounds, a known skier type, a name; nothing saved on a refusal', async () => {
    const v = await signUp();
    for (const [change, message] of [
      [{ heightCm: 300 }, HEIGHT_OUT_OF_RANGE],
      [{ weightKg: 5 }, WEIGHT_OUT_OF_RANGE],
      [{ skierType: 'type-9' }, null],
      [{ name: '  ' }, 'Required Field'],
      [{ heightCm: 170.5 }, null],
    ] as const) {
      const res = await v.post('/api/account/rental-profiles', { ...sam, ...change });
      expect(res.statusCode).toBe(400);
      if (message) expect(res.json().Message).toContain(message);
    }
    expect((await v.get('/api/account/rental-profiles')).json().data.profiles).toEqual([]);
  });

  test("a guest is asked to sign in; one holder cannot change another's renter; an account keeps at most twelve", async () => {
    const guest = await newVisitor(testApp.app);
    const asGuest = await guest.get('/api/account/rental-profiles');
    expect([asGuest.statusCode, asGuest.json().Message]).toEqual([401, SIGN_IN_PROMPT]);

    const owner = await signUp();
    const [theirs] = (await owner.post('/api/account/rental-profiles', sam)).json().data.profiles;
    const other = await signUp();
    expect((await other.post(`/api/account/rental-profiles/${theirs.id}`, { ...sam, name: 'Taken' })).statusCode).toBe(404);
    expect((await owner.get('/api/account/rental-profiles')).json().data.profiles[0].name).toBe('Sam Renter');

    for (let i = 1; i < MAX_RENTAL_PROFILES; i += 1) await owner.post('/api/account/rental-profiles', { ...sam, name: `Renter ${i}` });
    const over = await owner.post('/api/account/rental-profiles', { ...sam, name: 'One too many' });
    expect([over.statusCode, over.json().Message]).toEqual([409, TOO_MANY_RENTAL_PROFILES]);
  });
});
