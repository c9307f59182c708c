import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { clearReadCaches } from '@resort/shared/server';
import { testBackends, useLines } from '@resort/mfe-account/testing';
import { formatDate, resortToday } from '@resort/shared/dates';
import { line } from '../server/plugin';
import { createLiftCatalog } from '../server/catalog';
import { resorts } from '../server/schema';

// A fresh database and the season's seed take a while on a busy machine.
jest.setTimeout(120_000);

const ahead = (days: number) => resortToday('America/Denver').plus({ days });
const searchUrl = (days: number) =>
  `/api/liftaccess/lift-tickets/search?resort=summit-peak&startDate=${encodeURIComponent(formatDate(ahead(days)))}&numberOfDays=1&ageCategory=adult&showSavings=true`;

describe.each(testBackends())('lift catalog reads on %s: cached per process, ETag on every catalog GET', (backend) => {
  let app: FastifyInstance;

  const testApp = useLines(backend, [line]);
  beforeAll(() => {
    ({ app } = testApp);
  });

  const get = (url: string, etag?: string) => app.inject({ method: 'GET', url, headers: etag ? { 'if-none-match': etag } : {} });

  it.each([
    '/api/liftaccess/resorts',
    '/api/liftaccess/passes',
    '/api/liftaccess/unavailable-dates?resort=summit-peak',
    '/api/liftaccess/bike-park/resorts',
  ])('%s: a second GET with If-None-Match answers 304 with no body', async (url) => {
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    const again = await get(url, etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // Another tag, or none, gets the whole answer.
    expect((await get(url, 'W/"something-else"')).statusCode).toBe(200);
    expect((await get(url, `"x", ${etag}`)).statusCode).toBe(304);
  });

  it('a search answers 304 while nothing changed, and 200 with a new ETag once a hold takes a place: availability is never cached', async () => {
    const url = searchUrl(12);
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect((await get(url, etag)).statusCode).toBe(304);
    const day = first.json().data.days[0];
    await createLiftCatalog(testApp.handle.db).hold(
      { line: 'liftaccess', productId: 'summit-peak-1day', date: day.date, quantity: 2, options: { ageCategory: 'adult' } },
      'cart-etag',
      900,
    );
    const after = await get(url, etag);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().data.days[0].available).toBe(day.available - 2);
  });

  it('a changed catalog answers 200 with a new ETag once its writer clears the cache, as the seed does', async () => {
    const url = '/api/liftaccess/resorts';
    const first = await get(url);
    const etag = String(first.headers.etag);
    await testApp.handle.db.update(resorts).set({ name: 'Summit Peak Renamed' }).where(eq(resorts.id, 'summit-peak'));
    // Cached: the write went round the catalog's only writer, so this process still answers as before.
    expect((await get(url, etag)).statusCode).toBe(304);
    clearReadCaches();
    const changed = await get(url, etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().data.map((r: { name: string }) => r.name)).toContain('Summit Peak Renamed');
    // The seed leaves names as they are but clears the cache again: the answer stays the database's.
    await line.seed(testApp.handle.db);
    expect((await get(url, String(changed.headers.etag))).statusCode).toBe(304);
  });

  it('personal and state-changing calls carry no ETag', async () => {
    expect((await get('/api/liftaccess/my-passes')).headers.etag).toBeUndefined();
  });
});
