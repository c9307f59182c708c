import { eq } from 'drizzle-orm';
import { newVisitor, testBackends, testCard, useLines } from '@resort/mfe-account/testing';
import { profiles } from '@resort/mfe-account/server/schema';
import { createCartLine } from '../server/plugin';

jest.setTimeout(120_000);

// The account's "update credit card on file" goes through this line's payment gateway: the store
// keeps the gateway's token and the last 4 digits, never the number.
describe.each(testBackends())('credit card on file through the payment gateway on %s', (backend) => {
  const testApp = useLines(backend, [createCartLine()]);

  test('a card is tokenized by the gateway and only its token, brand and last 4 are kept', async () => {
    const v = await newVisitor(testApp.app);
    const created = await v.post('/api/account/create', {
      email: `card-on-file-${backend}-${process.pid}@example.com`,
      password: 'correct horse battery staple',
      firstName: 'Robin',
      lastName: 'Rivers',
      dateOfBirth: '03/14/1980',
    });
    const userId = created.json().data.user.id as string;
    const year = new Date().getFullYear() + 2;
    const saved = await v.post('/api/account/profile/credit-card', { ...testCard, expYear: year });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.card).toMatchObject({ last4: testCard.cardNumber.replace(/\D/g, '').slice(-4) });
    const [row] = await testApp.handle.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(row.cardToken).toBeTruthy();
    expect(JSON.stringify(row)).not.toContain(testCard.cardNumber.replace(/\D/g, ''));
    expect(JSON.stringify(saved.json())).not.toContain(testCard.cardNumber.replace(/\D/g, ''));

    // A card the gateway refuses is the gateway's message, and the card on file stays as it was.
    const refused = await v.post('/api/account/profile/credit-card', { ...testCard, cardNumber: '4242 4242 4242 4241', expYear: year });
    expect(refused.statusCode).toBe(400);
    expect((await v.get('/api/account/profile/credit-card')).json().data).toEqual(saved.json().data);
  });
});
