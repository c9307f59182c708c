/** @jest-environment node */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { z } from 'zod';
import { useContracts } from './contracts';
import { CATALOG_GET, registerCatalogEtags } from './etag';
import { ok } from './http';
import { acceptedEncoding, registerKeptAnswers } from './kept-answers';
import { registerPlatform } from './platform';
import { derivedFrom, readCache } from './read-cache';
import { ANONYMOUS_SESSION, type SessionStore } from './session';

describe('answers shared by the searches of one read', () => {
  it('are built once per read and key, and again for a new read', () => {
    let builds = 0;
    const build = () => ({ n: ++builds });
    const read = [{ day: '2026-12-01', available: 5 }];
    const first = derivedFrom(read, 'a', build);
    expect(derivedFrom(read, 'a', build)).toBe(first);
    expect(derivedFrom(read, 'b', build)).not.toBe(first);
    // A new read (the ledger's shared read was retired) never serves the old answer.
    expect(derivedFrom([...read], 'a', build)).toEqual({ n: 3 });
    expect(builds).toBe(3);
  });

  it('are encoded once by the contract, while other answers are encoded every time', async () => {
    let encodes = 0;
    const Answer = z.object({ success: z.literal(true), data: z.object({ n: z.number().refine(() => ++encodes > 0) }) });
    const app = Fastify();
    const api = useContracts(app);
    const read = [{ available: 1 }];
    let fresh = 0;
    api.get('/shared', { schema: { response: { 200: Answer } } }, async () => ok(derivedFrom(read, 'k', () => ({ n: 7 }))));
    api.get('/fresh', { schema: { response: { 200: Answer } } }, async () => ok({ n: ++fresh }));
    try {
      const shared = [await app.inject({ url: '/shared' }), await app.inject({ url: '/shared' })];
      expect(shared.map((r) => [r.statusCode, r.headers['content-type'], r.json()])).toEqual([
        [200, 'application/json; charset=utf-8', { success: true, data: { n: 7 } }],
        [200, 'application/json; charset=utf-8', { success: true, data: { n: 7 } }],
      ]);
      expect(encodes).toBe(1);
      expect((await app.inject({ url: '/fresh' })).json()).toEqual({ success: true, data: { n: 1 } });
      expect((await app.inject({ url: '/fresh' })).json()).toEqual({ success: true, data: { n: 2 } });
      expect(encodes).toBe(3);
    } finally {
      await app.close();
    }
  });

  it('refuse an answer the contract does not allow, shared or not', async () => {
    const app = Fastify({ logger: false });
    const api = useContracts(app);
    api.get(
      '/bad',
      { schema: { response: { 200: z.object({ success: z.literal(true), data: z.object({ n: z.number() }) }) } } },
      // biome-ignore lint/suspicious/noExplicitAny: a wrong answer on purpose
      async () => ok(derivedFrom([], 'k', () => ({ n: 'seven' }) as any)),
    );
    try {
      expect((await app.inject({ url: '/bad' })).statusCode).toBe(500);
    } finally {
      await app.close();
    }
  });
});

describe('shared answers on the wire (kept-answers.ts)', () => {
  const Answer = z.object({ success: z.literal(true), data: z.object({ n: z.number() }) });

  /** A catalog GET answering from a read cache's shared read, counting its runs; and a route that is not a catalog GET. */
  async function appWithSharedAnswers(ttlMs = 60_000) {
    const reads = readCache<{ n: number }[]>(ttlMs);
    let read = 0;
    const runs = { shared: 0, personal: 0 };
    const app = Fastify();
    registerCatalogEtags(app);
    registerKeptAnswers(app);
    // As the platform's own hook does for every API answer, after the kept answers' hook.
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });
    // biome-ignore lint/correctness/useHookAtTopLevel: a Fastify setup call named like a hook, not a React hook
    const api = useContracts(app);
    const Query = z.object({ day: z.string().regex(/^\d\d$/, 'Invalid day') });
    api.get('/search', { config: CATALOG_GET, schema: { querystring: Query, response: { 200: Answer } } }, async (request) => {
      runs.shared += 1;
      const rows = await reads.get(app as never, 'all', async () => [{ n: ++read }]);
      return ok(derivedFrom(rows, request.query.day, () => ({ n: rows[0].n * 100 + Number(request.query.day) })));
    });
    api.get('/personal', { schema: { querystring: Query, response: { 200: Answer } } }, async (request) => {
      runs.personal += 1;
      const rows = await reads.get(app as never, 'all', async () => [{ n: ++read }]);
      return ok(derivedFrom(rows, request.query.day, () => ({ n: rows[0].n })));
    });
    return { app, reads, runs };
  }

  it('answer the same URL again with the same bytes and headers without running the route, while the read is served', async () => {
    const { app, runs } = await appWithSharedAnswers();
    try {
      const first = await app.inject({ url: '/search?day=05' });
      const again = await app.inject({ url: '/search?day=05' });
      expect(runs.shared).toBe(1);
      expect(again.json()).toEqual({ success: true, data: { n: 105 } });
      for (const header of ['content-type', 'cache-control', 'etag', 'content-length'])
        expect([header, again.headers[header]]).toEqual([header, first.headers[header]]);
      expect(again.headers['cache-control']).toBe('no-store');
      // Revalidation still answers 304 from the kept answer.
      expect((await app.inject({ url: '/search?day=05', headers: { 'if-none-match': String(first.headers.etag) } })).statusCode).toBe(304);
      // Another query is another answer; a bad one is refused by validation every time, never kept.
      expect((await app.inject({ url: '/search?day=06' })).json().data.n).toBe(106);
      for (const _ of [1, 2]) expect((await app.inject({ url: '/search?day=x' })).statusCode).toBe(400);
      expect(runs.shared).toBe(2);
      // A route that is not a catalog GET runs every time.
      await app.inject({ url: '/personal?day=05' });
      await app.inject({ url: '/personal?day=05' });
      expect(runs.personal).toBe(2);
    } finally {
      await app.close();
    }
  });

  it('run the route again once the read is retired by a write or has lapsed', async () => {
    const { app, reads, runs } = await appWithSharedAnswers(1000);
    const now = jest.spyOn(Date, 'now');
    try {
      now.mockReturnValue(1_000_000);
      expect((await app.inject({ url: '/search?day=05' })).json().data.n).toBe(105);
      // A write retires the read: the next answer comes from a new read.
      reads.clear();
      expect((await app.inject({ url: '/search?day=05' })).json().data.n).toBe(205);
      expect((await app.inject({ url: '/search?day=05' })).json().data.n).toBe(205);
      expect(runs.shared).toBe(2);
      // The read lapses after its time.
      now.mockReturnValue(1_001_001);
      expect((await app.inject({ url: '/search?day=05' })).json().data.n).toBe(305);
      expect(runs.shared).toBe(3);
    } finally {
      now.mockRestore();
      await app.close();
    }
  });

  it('are compressed for a browser that accepts it, and sent plain to one that refuses', async () => {
    const { app } = await appWithSharedAnswers();
    try {
      for (const round of [1, 2]) {
        const br = await app.inject({ url: '/search?day=07', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
        expect([round, br.headers['content-encoding'], br.headers.vary]).toEqual([round, 'br', 'accept-encoding']);
        expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual({ success: true, data: { n: 107 } });
        const gz = await app.inject({ url: '/search?day=07', headers: { 'accept-encoding': 'br;q=0, gzip' } });
        expect(gz.headers['content-encoding']).toBe('gzip');
        expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).data.n).toBe(107);
        const plain = await app.inject({ url: '/search?day=07', headers: { 'accept-encoding': 'identity, *;q=0' } });
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.json().data.n).toBe(107);
      }
    } finally {
      await app.close();
    }
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['br;q=0, gzip;q=0', null],
    ['', null],
  ])('Accept-Encoding %j picks %j', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});

describe('searches sent as POST (token-only routes), kept by their body', () => {
  /** One visitor's session as the platform sees it: the token is all a token-only route asks of it. */
  const sessions: SessionStore = {
    load: async () => ({ ...ANONYMOUS_SESSION, data: {} }),
    signIn: async () => ({ ...ANONYMOUS_SESSION, data: {} }),
    signOut: async () => ({ ...ANONYMOUS_SESSION, data: {} }),
    setData: async () => {},
    tokenOf: async (request) => (request.headers.cookie === 'sid=visitor' ? 'visitor-token' : ''),
  };

  async function appWithSearch() {
    const reads = readCache<{ n: number }[]>(60_000);
    let read = 0;
    const runs = { search: 0 };
    const app = Fastify();
    await registerPlatform(app, { sessions });
    // biome-ignore lint/correctness/useHookAtTopLevel: a Fastify setup call named like a hook, not a React hook
    const api = useContracts(app);
    const Body = z.object({ day: z.string().regex(/^\d\d$/, 'Invalid day') });
    const Answer = z.object({ success: z.literal(true), data: z.object({ n: z.number() }) });
    api.post('/api/search', { config: { tokenOnly: true }, schema: { body: Body, response: { 200: Answer } } }, async (request) => {
      runs.search += 1;
      const rows = await reads.get(app as never, 'all', async () => [{ n: ++read }]);
      return ok(derivedFrom(rows, request.body.day, () => ({ n: rows[0].n * 100 + Number(request.body.day) })));
    });
    await app.ready();
    const search = (
      payload: string,
      headers: Record<string, string> = { cookie: 'sid=visitor', requestverificationtoken: 'visitor-token' },
    ) => app.inject({ method: 'POST', url: '/api/search', headers: { 'content-type': 'application/json', ...headers }, payload });
    return { app, reads, runs, search };
  }

  it('answer the same body again without running the route while the read is served, and again after a write', async () => {
    const { app, reads, runs, search } = await appWithSearch();
    try {
      expect((await search('{"day":"05"}')).json().data.n).toBe(105);
      const again = await search('{"day":"05"}');
      expect([again.statusCode, again.json().data.n, again.headers['cache-control']]).toEqual([200, 105, 'no-store']);
      expect(runs.search).toBe(1);
      // Another body is another search; an invalid one is refused every time, never kept.
      expect((await search('{"day":"06"}')).json().data.n).toBe(106);
      for (const _ of [1, 2]) expect((await search('{"day":"x"}')).statusCode).toBe(400);
      expect(runs.search).toBe(2);
      // A write retires the read: the next answer is searched anew.
      reads.clear();
      expect((await search('{"day":"05"}')).json().data.n).toBe(205);
      expect(runs.search).toBe(3);
    } finally {
      await app.close();
    }
  });

  it('check the token before a kept answer is sent', async () => {
    const { app, runs, search } = await appWithSearch();
    try {
      expect((await search('{"day":"05"}')).statusCode).toBe(200);
      expect((await search('{"day":"05"}', { cookie: 'sid=visitor' })).statusCode).toBe(403);
      expect((await search('{"day":"05"}', { cookie: 'sid=visitor', requestverificationtoken: 'forged' })).statusCode).toBe(403);
      expect((await search('{"day":"05"}', { cookie: 'sid=someone-else', requestverificationtoken: 'visitor-token' })).statusCode).toBe(
        403,
      );
      expect(runs.search).toBe(1);
    } finally {
      await app.close();
    }
  });
});
