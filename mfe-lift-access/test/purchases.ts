import { eq } from 'drizzle-orm';
import { formatDate, parseDate } from '@resort/shared/dates';
import { testBillingAddress, testCard, type TestApp, type Visitor } from '@resort/shared/server/testing';
import { seasonPasses } from '../server/schema';

let people = 0;

/** Pays for the visitor's cart with the test card and answers the order's id. */
export async function payCart(v: Visitor): Promise<string> {
  await v.post('/api/checkout/address', testBillingAddress);
  const token = (await v.post('/api/checkout/payment', testCard)).json().data.token;
  const done = await v.post('/api/checkout/complete', { paymentToken: token, acceptTerms: true });
  if (done.statusCode !== 200) throw new Error(`checkout refused: ${done.body}`);
  return done.json().data.orderId as string;
}

/** A person who has no pass or ticket yet (one pass a season, one ticket a day: error 2004). */
function nextPerson(firstName: string, onIso: string) {
  people += 1;
  return { firstName, lastName: 'Rivers', dateOfBirth: formatDate(parseDate(onIso)!.minus({ years: 30 + people, days: 30 })) };
}

/** Buys one adult season pass for `firstName` and answers its number. */
export async function buyPass(
  testApp: TestApp,
  v: Visitor,
  {
    passId = 'peak-local',
    seasonStart,
    firstName,
    passInsurance = false,
  }: { passId?: string; seasonStart: string; firstName: string; passInsurance?: boolean },
): Promise<string> {
  const added = await v.post('/api/cart/add/liftaccess', {
    productId: passId,
    date: seasonStart,
    quantity: 1,
    options: { ageCategory: 'adult' },
  });
  const itemId = added.json().data.added[0].id;
  await v.post('/api/cart/assign-traveler', { itemId, unitIndex: 0, ...nextPerson(firstName, seasonStart) });
  await v.post('/api/cart/configure/season-pass', { cartProductId: itemId, item: { autoRenew: false, passTerms: true, passInsurance } });
  const orderId = await payCart(v);
  const [row] = await testApp.handle.db.select().from(seasonPasses).where(eq(seasonPasses.orderId, orderId));
  return row.passNumber;
}

/** Buys one adult lift ticket of `productId` for `day` and answers the hold the lift line keeps for it. */
export async function buyTicket(
  testApp: TestApp,
  v: Visitor,
  { productId, day, firstName }: { productId: string; day: string; firstName: string },
) {
  const added = await v.post('/api/cart/add/liftaccess', { productId, date: day, quantity: 1, options: { ageCategory: 'adult' } });
  const item = added.json().data.added[0];
  await v.post('/api/cart/assign-traveler', { itemId: item.id, unitIndex: 0, ...nextPerson(firstName, day) });
  await v.post('/api/cart/configure/lift-tickets', {
    cartProductId: item.id,
    item: { isErolAccepted: true, isOptOutPhysicalPassCard: false },
  });
  const orderId = await payCart(v);
  const rows = (await testApp.handle.db.execute(
    `SELECT i.hold_id FROM checkout.order_items i WHERE i.order_id = '${orderId}'` as never,
  )) as unknown as { rows: { hold_id: string }[] };
  return rows.rows[0].hold_id;
}
