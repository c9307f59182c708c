import { newVisitor, testBackends } from '@resort/shared/server/testing';
import { useStore } from './harness';

// Spec section 7 "Other: ... ratings GET; ... guest refund form ... POST (JSON); ... weather report
// partial" and "Personalisation offer fetch", served by the shell's content module from the
// 'content' schema (seeded, and changed by the operator without a release).

describe.each(testBackends())('ratings, weather partial, guest refund and stored offers on %s', (backend) => {
  const store = useStore(backend);

  const { rows } = store;
  const get = (url: string) => store.app.inject({ url });

  test("ratings of a product average its stored reviews; a resort's take every review there", async () => {
    const res = await get('/api/content/ratings?product=lodging:summit-peak--alpenglow-lodge');
    expect(res.statusCode).toBe(200);
    const product = res.json().data;
    expect(product).toMatchObject({
      product: 'lodging:summit-peak--alpenglow-lodge',
      resortId: null,
      count: 3,
      average: 4,
      distribution: [0, 0, 1, 1, 1],
    });
    expect(product.latest).toHaveLength(3);

    // A new review counts at once: the answer is computed from the table, not kept.
    await rows(
      "INSERT INTO content.reviews (product, resort_id, rating, author) VALUES ('lodging:summit-peak--alpenglow-lodge', 'summit-peak', 1, 'Lee')",
    );
    const after = (await get('/api/content/ratings?product=lodging:summit-peak--alpenglow-lodge')).json().data;
    expect(after).toMatchObject({ count: 4, average: 3.3, distribution: [1, 0, 1, 1, 1] });
    expect(after.latest[0].author).toBe('Lee');

    const resort = (await get('/api/content/ratings?resort=summit-peak')).json().data;
    expect(resort).toMatchObject({ resortId: 'summit-peak', count: 6 });
    expect((await get('/api/content/ratings?product=lodging:nowhere')).json().data).toMatchObject({ count: 0, average: null });
  });

  test('ratings need exactly one of product and resort', async () => {
    for (const url of [
      '/api/content/ratings',
      '/api/content/ratings?product=lodging:x&resort=summit-peak',
      '/api/content/ratings?product=<script>',
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.body).not.toMatch(/stack|ZodError/);
    }
  });

  test('the weather report partial is an escaped HTML fragment of the stored report', async () => {
    await rows("UPDATE content.weather_reports SET alert_message = 'Wind <b>holds</b> & \"closures\"' WHERE resort_id = 'summit-peak'");
    const res = await get('/api/content/weather-partial?resort=summit-peak');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toMatch(/^<section class="weather-report" data-resort="summit-peak"/);
    expect(res.body).toContain('<h3 class="weather-report__title">Summit Peak</h3>');
    expect(res.body).toContain('<dt>Lifts open</dt><dd>21 of 24</dd>');
    expect(res.body).toContain('Wind &#60;b&#62;holds&#60;/b&#62; &#38; &#34;closures&#34;');
    expect(res.body).not.toContain('<b>holds');
    expect((await get('/api/content/weather-partial?resort=atlantis')).statusCode).toBe(404);
    expect((await get('/api/content/weather-partial')).statusCode).toBe(400);
  });

  test('a guest refund request is stored, sent to the refunds desk and acknowledged by email', async () => {
    const visitor = await newVisitor(store.app);
    const res = await visitor.post('/api/content/guest-refund', {
      firstName: 'Pat',
      lastName: 'Guest',
      email: 'pat.refund@example.com',
      orderNumber: 'sr-1234abcd',
      reason: 'illness',
      message: 'Broke my wrist the day before.',
    });
    expect(res.statusCode).toBe(200);
    const { reference } = res.json().data;
    expect(await rows("SELECT order_number, reason FROM content.guest_refund_requests WHERE email = 'pat.refund@example.com'")).toEqual([
      { order_number: 'SR-1234ABCD', reason: 'illness' },
    ]);
    const mail = await rows(`SELECT recipient FROM account.outbox WHERE subject LIKE '%${reference}%' ORDER BY recipient`);
    expect(mail.map((m) => m.recipient)).toEqual(['pat.refund@example.com', 'refunds@summit-resorts.test']);
  });

  test("a bad refund request is refused in the form's words and stores nothing", async () => {
    const visitor = await newVisitor(store.app);
    const good = { firstName: 'Pat', lastName: 'Guest', email: 'p@example.com', orderNumber: 'SR-1', reason: 'other', message: '' };
    const before = await rows('SELECT count(*)::int AS n FROM content.guest_refund_requests');
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, email: 'nope' }, 'Please enter a valid email address.'],
      [{ ...good, orderNumber: 'x' }, 'Please enter your order number as it appears on your confirmation.'],
      [{ ...good, reason: 'bored' }, 'Please choose a reason.'],
    ];
    for (const [body, message] of cases) {
      const res = await visitor.post('/api/content/guest-refund', body);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(message);
    }
    expect(await rows('SELECT count(*)::int AS n FROM content.guest_refund_requests')).toEqual(before);
  });

  test('personalisation offers come from content.offers: an operator edit shows without a release', async () => {
    await rows(
      `UPDATE content.offers SET offer = '{"title":"Ski Tuesdays half price","text":"Every Tuesday in March.","href":"/lessons","image":null}' WHERE activity = 'lessons'`,
    );
    await rows(
      `INSERT INTO content.offers (activity, offer) VALUES ('snowcat', '{"title":"Snowcat tours","text":"Ride to the bowls.","href":"/activities","image":null}')`,
    );
    // Offers are cached by key; these keys have not been asked for yet.
    expect((await get('/api/content/offer?activity=lessons')).json().data.offer.title).toBe('Ski Tuesdays half price');
    expect((await get('/api/content/offer?activity=snowcat')).json().data.offer.title).toBe('Snowcat tours');
    expect((await get('/api/content/offer?activity=rentals')).json().data.message).toBe('rentals offer is not defined');
  });
});
