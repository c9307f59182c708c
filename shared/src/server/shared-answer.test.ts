/** @jest-environment node */
import Fastify from 'fastify';
import { z } from 'zod';
import { useContracts } from './contracts';
import { ok } from './http';
import { derivedFrom } from './read-cache';

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
