import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { DateTime } from 'luxon';
import { z } from 'zod';
import { WRONG_KIND } from '@resort/shared/contracts';
import { NOT_AN_OBJECT } from '@resort/shared/server/json-body';
import { newVisitor, signUpVisitor, testBackends, type Visitor } from '@resort/shared/server/testing';
import type { ApiRoute } from '../app';
import { startStore, type StoreUnderTest } from './harness';

// Calls that take no fields take no body (spec section 7: travel insurance, pass insurance, toggle
// nff, resort charge, auto renew, remove...). Every such POST route of the store, found among its
// registered routes, answers a request with no body exactly as it answers `{}`, and refuses a body
// that is not one object of fields in the store's own words.

jest.setTimeout(600_000);

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; enum?: unknown[]; anyOf?: JsonSchema[] };

function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (!schema) return null;
  if (schema instanceof z.ZodType) return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return schema as JsonSchema;
}

/** POST routes under /api whose body names no field (or that declare no body at all). */
const fieldLessPosts = (routes: ApiRoute[]) =>
  routes.filter(
    (r) => r.method === 'POST' && r.url.startsWith('/api/') && Object.keys(jsonSchemaOf(r.schema?.body)?.properties ?? {}).length === 0,
  );

const dayAhead = (n: number) => DateTime.now().setZone('America/Denver').plus({ days: n }).toISODate()!;

/** A signed-in visitor with a lift ticket in the cart: the field-less calls have something to act on. */
async function shopper(store: StoreUnderTest): Promise<{ visitor: Visitor; itemId: string }> {
  const visitor = await newVisitor(store.app);
  await signUpVisitor(visitor);
  const added = await visitor.post('/api/cart/add/liftaccess', {
    productId: 'summit-peak-1day',
    date: dayAhead(14),
    quantity: 1,
    options: { ageCategory: 'adult' },
  });
  expect(added.statusCode).toBe(200);
  const items = (await visitor.get('/api/cart')).json().data.items as { id: string }[];
  return { visitor, itemId: items[0].id };
}

/** The route's address with plausible values: the shopper's cart item for an item id, the first listed option of a choice. */
function addressFor(route: ApiRoute, itemId: string): string {
  const path = route.url.replace(/:(\w+)/g, (_all, name: string) => {
    if (/^(id|cartProductId)$/i.test(name)) return itemId;
    const samples: Record<string, string> = { code: 'SPRING', passNumber: 'P0000000001', number: 'SR-0000001' };
    return samples[name] ?? randomUUID();
  });
  const query = jsonSchemaOf(route.schema?.querystring)?.properties ?? {};
  const values = Object.entries(query).map(([name, field]) => {
    const value = /cartProductId/i.test(name) ? itemId : field.enum ? String(field.enum[0]) : field.type === 'boolean' ? 'true' : '1';
    return `${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
  });
  return values.length ? `${path}?${values.join('&')}` : path;
}

type BodyForm = 'no body, no content type' | 'empty JSON body' | '{}';

function send(store: StoreUnderTest, visitor: Visitor, url: string, form: BodyForm, payload?: string): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { cookie: visitor.cookie, RequestVerificationToken: visitor.token };
  if (form !== 'no body, no content type') headers['content-type'] = 'application/json';
  return store.app.inject({
    method: 'POST',
    url,
    remoteAddress: visitor.ip,
    headers,
    payload: payload ?? (form === '{}' ? '{}' : undefined),
  });
}

/** What a client acts on: status, outcome, message and the shape of the data (ids and times differ per visitor). */
function answerOf(res: LightMyRequestResponse) {
  const json = res.json() as { success?: boolean; Message?: string; data?: unknown };
  const data = json.data && typeof json.data === 'object' ? Object.keys(json.data).sort() : json.data;
  return { status: res.statusCode, success: json.success, message: json.Message ?? null, data };
}

describe.each(testBackends())('field-less POST calls on %s', (backend) => {
  let store: StoreUnderTest;

  beforeAll(async () => {
    store = await startStore(backend);
  });
  afterAll(async () => {
    await store?.close();
  });

  it('are found among the routes: the spec calls that take no fields are among them', () => {
    const urls = fieldLessPosts(store.app.apiRoutes).map((r) => r.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/cart/travel-insurance',
        '/api/cart/pass-insurance',
        '/api/cart/toggle-nff/:id',
        '/api/cart/resort-charge',
        '/api/cart/auto-renew',
        '/api/cart/remove/:id',
      ]),
    );
  });

  it('answer a request without a body (none, or an empty JSON text) as they answer {}', async () => {
    const routes = fieldLessPosts(store.app.apiRoutes);
    const worked: string[] = [];
    for (const route of routes) {
      const answers: Record<BodyForm, ReturnType<typeof answerOf>> = {} as never;
      // A shopper of its own for each form: each call finds the same cart, whatever the one before did.
      for (const form of ['{}', 'no body, no content type', 'empty JSON body'] as BodyForm[]) {
        const { visitor, itemId } = await shopper(store);
        answers[form] = answerOf(await send(store, visitor, addressFor(route, itemId), form));
      }
      expect({ route: route.url, answer: answers['no body, no content type'] }).toEqual({ route: route.url, answer: answers['{}'] });
      expect({ route: route.url, answer: answers['empty JSON body'] }).toEqual({ route: route.url, answer: answers['{}'] });
      expect(answers['{}'].status).toBeLessThan(500);
      if (answers['{}'].status === 200) worked.push(route.url);
    }
    // Not only refusals compared: the calls that act on a cart item did their work without a body.
    expect(worked).toEqual(
      expect.arrayContaining(['/api/cart/remove/:id', '/api/cart/toggle-nff/:id', '/api/cart/extend-session', '/api/account/logout']),
    );
  });

  it('refuse a body that is not one object of fields, in the store words, never the schema library text', async () => {
    const { visitor, itemId } = await shopper(store);
    for (const route of fieldLessPosts(store.app.apiRoutes)) {
      const url = addressFor(route, itemId);
      for (const payload of ['null', '[]', '"x"', '7', 'true']) {
        const res = await send(store, visitor, url, '{}', payload);
        expect({ route: route.url, payload, status: res.statusCode, message: res.json().Message }).toEqual({
          route: route.url,
          payload,
          status: 400,
          message: NOT_AN_OBJECT,
        });
      }
      if (!route.schema?.body) continue;
      const unknown = await send(store, visitor, url, '{}', '{"surprise":1}');
      expect({ route: route.url, status: unknown.statusCode, message: unknown.json().Message }).toEqual({
        route: route.url,
        status: 400,
        message: 'Unknown field: surprise',
      });
    }
  });

  it('name a field of the wrong kind in the store words', async () => {
    const visitor = await newVisitor(store.app);
    const res = await visitor.post('/api/cart/add/liftaccess', {
      productId: 'summit-peak-1day',
      date: dayAhead(14),
      quantity: 1,
      options: null,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Message: WRONG_KIND, data: { field: 'options' } });
    expect(res.body).not.toMatch(/expected|received/);
  });
});
