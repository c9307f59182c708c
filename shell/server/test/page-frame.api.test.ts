import { testBackends } from '@resort/shared/server/testing';
import { startStore, type StoreUnderTest } from './harness';

// Issue "Performance", no layout shift: "Render every route's frame on the server, with reserved
// sizes: heading, form or result skeleton. Remotes then fill their areas without moving anything."

/** MM/dd/yyyy of the resort's day `daysAhead` from today (the demo resorts keep Mountain time). */
function resortDay(daysAhead: number) {
  const [y, m, d] = new Date(Date.now() + daysAhead * 86400_000).toLocaleDateString('en-CA', { timeZone: 'America/Denver' }).split('-');
  return `${m}/${d}/${y}`;
}

describe.each(testBackends().slice(0, 1))('page frames on %s', (backend) => {
  let store: StoreUnderTest;

  beforeAll(async () => {
    store = await startStore(backend);
  }, 120_000);

  afterAll(async () => {
    await store?.close();
  });

  const frameOf = (html: string) => /<div id="page-frame"[^>]*><h1>([^<]*)<\/h1>(?:<p class="lead">([^<]*)<\/p>)?/.exec(html);
  const decode = (s: string) => s.replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)));

  test('lift ticket results open with the heading and product line the page shows for that search', async () => {
    const query = new URLSearchParams({ resort: 'summit-peak', startDate: resortDay(10), numberOfDays: '3', ageGroup: 'adult' });
    const page = await store.app.inject({ url: `/lift-tickets?${query}` });
    expect(page.statusCode).toBe(200);
    const frame = frameOf(page.body);
    expect(frame).not.toBeNull();

    const api = await store.app.inject({
      url: `/api/liftaccess/lift-tickets/search?${new URLSearchParams({ resort: 'summit-peak', startDate: resortDay(10), numberOfDays: '3', ageCategory: 'adult' })}`,
    });
    const { data } = api.json();
    expect(decode(frame![1])).toBe(`${data.resort.name} lift tickets`);
    expect(decode(frame![2])).toBe(`${data.products[0].name} · ${data.resort.region}`);
    // The frame's look comes with it, and its skeleton keeps the results' room.
    expect(page.body).toContain('.page-frame h1{');
    expect(page.body).toMatch(/class="skeleton" aria-hidden="true" style="min-height:\d+px"/);
  });

  test('a search the API would refuse, an unknown resort, and pages no line frames answer without a frame', async () => {
    for (const url of [
      `/lift-tickets?${new URLSearchParams({ resort: 'summit-peak', startDate: resortDay(10), numberOfDays: '1' })}`,
      `/lift-tickets?${new URLSearchParams({ resort: 'summit-peak', startDate: 'tomorrow', numberOfDays: '1', ageGroup: 'adult' })}`,
      `/lift-tickets?${new URLSearchParams({ resort: 'nowhere', startDate: resortDay(10), numberOfDays: '1', ageGroup: 'adult' })}`,
      `/lift-tickets?${new URLSearchParams({ resort: 'summit-peak', startDate: resortDay(10), numberOfDays: '99', ageGroup: 'adult' })}`,
      '/lift-tickets',
      '/cart',
      '/',
    ]) {
      const page = await store.app.inject({ url });
      expect({ url, status: page.statusCode }).toEqual({ url, status: 200 });
      expect({ url, frame: frameOf(page.body) }).toEqual({ url, frame: null });
    }
  });
});
