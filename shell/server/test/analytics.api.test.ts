import { newVisitor, testBackends } from '@resort/shared/server/testing';
import { useStore } from './harness';

// The analytics collector: batches of the bus's analytics$ stored in content.analytics_events.

describe.each(testBackends())('the analytics collector on %s', (backend) => {
  const store = useStore(backend);

  const event = (name: string, data: Record<string, unknown> = {}) => ({
    event: name,
    data,
    at: new Date().toISOString(),
    path: '/resorts/summit-peak',
  });

  test('stores a batch with the ampID', async () => {
    const visitor = await newVisitor(store.app);
    const res = await visitor.post('/api/content/analytics', {
      ampId: 'amp-e2e-1',
      events: [event('seen', { id: 'gallery' }), event('promotion-active', { id: 'hero' })],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ accepted: 2 });
    const { rows } = (await store.handle.db.execute(
      "SELECT event, amp_id, path, data FROM content.analytics_events WHERE amp_id = 'amp-e2e-1' ORDER BY event" as never,
    )) as unknown as { rows: { event: string; amp_id: string; path: string; data: { id: string } }[] };
    expect(rows.map((r) => [r.event, r.data.id, r.path])).toEqual([
      ['promotion-active', 'hero', '/resorts/summit-peak'],
      ['seen', 'gallery', '/resorts/summit-peak'],
    ]);
  });

  test('refuses an empty, oversized or malformed batch, and a request without the token', async () => {
    const visitor = await newVisitor(store.app);
    expect((await visitor.post('/api/content/analytics', { ampId: null, events: [] })).statusCode).toBe(400);
    expect(
      (await visitor.post('/api/content/analytics', { ampId: null, events: Array.from({ length: 51 }, () => event('seen')) })).statusCode,
    ).toBe(400);
    expect((await visitor.post('/api/content/analytics', { ampId: '<x>', events: [event('seen')] })).statusCode).toBe(400);
    expect((await visitor.post('/api/content/analytics', { ampId: null, events: [event('bad name!')] })).statusCode).toBe(400);
    const forged = await store.app.inject({
      method: 'POST',
      url: '/api/content/analytics',
      payload: { ampId: null, events: [event('seen')] },
    });
    expect(forged.statusCode).toBe(403);
  });
});
