import { testBackends } from '@resort/shared/server/testing';
import { useStore } from './harness';

// The API documents itself: OpenAPI 3 generated from each line's contract.ts.

describe.each(testBackends().slice(0, 1))('the API docs on %s', (backend) => {
  const store = useStore(backend);

  test('/api/docs/json lists every API route with its request and response schemas and its spec section 7 name', async () => {
    const res = await store.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const documented = new Set<string>();
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
      for (const method of Object.keys(ops)) documented.add(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
    }
    const routes = store.app.apiRoutes.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD');
    const missing = routes.filter((r) => !documented.has(`${r.method} ${r.url}`)).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    // Every route is listed under the name of the spec section 7 call it implements.
    // and declares the shape of its answer, which the server serializes through.
    const undescribed: string[] = [];
    const noAnswerShape: string[] = [];
    type Operation = { summary?: string; responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, Operation>>)) {
      if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
      for (const [method, op] of Object.entries(ops)) {
        if (!op.summary) undescribed.push(`${method.toUpperCase()} ${path}`);
        if (!op.responses?.['200']?.content?.['application/json']?.schema) noAnswerShape.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(undescribed).toEqual([]);
    expect(noAnswerShape).toEqual([]);
    // Routes that take input describe it.
    const search = doc.paths['/api/liftaccess/lift-tickets/search'].get;
    expect(search.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['resort', 'startDate', 'numberOfDays']));
    const add = doc.paths['/api/cart/add/lift-tickets'].post;
    expect(add.summary).toBe('Add to cart for lift tickets');
    expect(JSON.stringify(add.requestBody)).toMatch(/productId/);
    // ...and answers describe theirs.
    expect(JSON.stringify(doc.paths['/api/cart'].get.responses['200'])).toMatch(/CartCount/);
  });

  test('the docs page is served', async () => {
    const res = await store.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/swagger/i);
  });
});
