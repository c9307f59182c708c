import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { newVisitor, testBackends, type Visitor } from '@resort/shared/server/testing';
import { DateTime } from 'luxon';
import { roomId } from '@resort/mfe-lodging/server/seed';
import type { ApiRoute } from '../app';
import { useStore } from './harness';

// Malformed requests generated from every route's own schema: each field in turn gets values of
// the wrong type, out of range, too long, with NUL bytes, nested, or goes missing, and whole
// bodies are replaced by arbitrary JSON. No answer may be a 5xx or carry a stack, and the server
// must be alive afterwards.

const REQUESTS_PER_BACKEND = 5_000;
const STACK = /\bat .+[/\\].+\.(ts|js):\d+|Error: .*\n\s+at /;

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; required?: string[]; anyOf?: JsonSchema[] };

/** A route's request schemas as JSON Schema, whichever way the route declared them. */
function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (!schema) return null;
  if (schema instanceof z.ZodType) return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return schema as JsonSchema;
}

const fieldNames = (schema: JsonSchema | null): string[] => Object.keys(schema?.properties ?? {});

/** Values that every schema must refuse or survive. */
const hostile: unknown[] = [
  null,
  true,
  -1,
  0,
  1.5,
  3_000_000_000,
  1e9,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  '',
  ' ',
  'x'.repeat(10_000),
  'a\u0000b',
  '\u0000',
  '😀'.repeat(200),
  '13/45/2026',
  '02/30/2026',
  '01/01/0001',
  '9999-12-31',
  '-1',
  '3000000000',
  '1e309',
  'NaN',
  "'; DROP TABLE carts; --",
  '../../etc/passwd',
  '%00',
  '<script>alert(1)</script>',
  [],
  [1, 2, 3],
  Array.from({ length: 2_000 }, (_, i) => i),
  {},
  { $ne: 1 },
  { __proto__: { polluted: true } },
  { constructor: { prototype: { polluted: true } } },
];

const asQueryValue = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

function fillPath(url: string, value: string): string {
  return url.replace(/:(\w+)/g, () => encodeURIComponent(value)).replace(/\*$/, encodeURIComponent(value));
}

/** A plausible base body, so a single hostile field is what the route sees. */
function baseObject(schema: JsonSchema | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema?.properties ?? {})) {
    const type = Array.isArray(field.type) ? field.type[0] : field.type;
    out[name] =
      type === 'integer' || type === 'number' ? 1 : type === 'boolean' ? true : type === 'object' ? {} : type === 'array' ? [] : 'x';
  }
  return out;
}

interface Shot {
  method: string;
  url: string;
  body?: string;
  label: string;
}

/** Every malformed request for one route: per field × hostile value, plus missing and unknown fields. */
function shotsFor(route: ApiRoute): Shot[] {
  const body = jsonSchemaOf(route.schema?.body);
  const query = jsonSchemaOf(route.schema?.querystring);
  const params = jsonSchemaOf(route.schema?.params);
  const shots: Shot[] = [];
  const method = route.method;
  const sendsBody = method !== 'GET' && method !== 'HEAD';
  const baseBody = baseObject(body);
  const baseQuery = Object.fromEntries(Object.entries(baseObject(query)).map(([k, v]) => [k, asQueryValue(v)]));
  const qs = (q: Record<string, string>) => new URLSearchParams(q).toString();
  const path = fillPath(route.url, 'x');
  const pathQuery = (q: Record<string, string>) => `${path}${Object.keys(q).length ? `?${qs(q)}` : ''}`;

  for (const value of hostile) {
    const text = asQueryValue(value);
    const label = (where: string) => `${method} ${route.url} ${where}=${text.slice(0, 30)}`;
    if (/[:*]/.test(route.url))
      shots.push({ method, url: fillPath(route.url, text.slice(0, 2_000)), body: sendsBody ? '{}' : undefined, label: label('path') });
    for (const name of fieldNames(params)) {
      shots.push({
        method,
        url: route.url.replace(`:${name}`, encodeURIComponent(text.slice(0, 2_000))),
        body: sendsBody ? '{}' : undefined,
        label: label(`params.${name}`),
      });
    }
    for (const name of fieldNames(query)) {
      shots.push({
        method,
        url: pathQuery({ ...baseQuery, [name]: text }),
        body: sendsBody ? '{}' : undefined,
        label: label(`query.${name}`),
      });
    }
    if (sendsBody) {
      for (const name of fieldNames(body)) {
        shots.push({
          method,
          url: pathQuery(baseQuery),
          body: JSON.stringify({ ...baseBody, [name]: value }),
          label: label(`body.${name}`),
        });
      }
      shots.push({ method, url: pathQuery(baseQuery), body: JSON.stringify(value) ?? 'null', label: label('body') });
    }
  }
  for (const name of fieldNames(body)) {
    const { [name]: _gone, ...rest } = baseBody;
    shots.push({ method, url: pathQuery(baseQuery), body: JSON.stringify(rest), label: `${method} ${route.url} without ${name}` });
  }
  if (sendsBody)
    shots.push({
      method,
      url: pathQuery(baseQuery),
      body: JSON.stringify({ ...baseBody, unexpected: 'field' }),
      label: `${method} ${route.url} unknown field`,
    });
  return shots;
}

const day = (n: number) => DateTime.now().setZone('America/Denver').plus({ days: n });
const iso = (n: number) => day(n).toISODate()!;
const mmdd = (n: number) => day(n).toFormat('MM/dd/yyyy');

/**
 * Valid requests that reach deep into a line (real products, real dates). Each of their fields,
 * options included, is replaced in turn by every hostile value: the checks past the schema
 * (prices, capacity, loops over days and guests) are where a bad number does harm.
 */
const examples: { method: string; url: string; query?: Record<string, string>; body?: Record<string, unknown> }[] = [
  {
    method: 'GET',
    url: '/api/liftaccess/lift-tickets/search',
    query: { resort: 'summit-peak', startDate: mmdd(10), numberOfDays: '2', ageCategory: 'adult' },
  },
  { method: 'GET', url: '/api/liftaccess/unavailable-dates', query: { resort: 'summit-peak' } },
  {
    method: 'POST',
    url: '/api/lodging/results',
    body: { arrivaldate: mmdd(20), departuredate: mmdd(23), adultcount: 2, childcount: 1, childagearray: '8' },
  },
  {
    method: 'POST',
    url: '/api/cart/add/liftaccess',
    body: { productId: 'summit-peak-2day', date: iso(12), quantity: 2, options: { ageCategory: 'adult' } },
  },
  {
    method: 'POST',
    url: '/api/cart/add/lodging',
    body: {
      productId: roomId('summit-peak', 'alpenglow-lodge', 'queen'),
      date: iso(40),
      quantity: 1,
      options: { departure: iso(43), adults: 2, children: 1, childAges: [8] },
    },
  },
  {
    method: 'POST',
    url: '/api/cart/add/rentals',
    body: {
      productId: 'summit-peak-ski-sport',
      date: iso(20),
      quantity: 2,
      options: { returnDate: iso(22), locationId: 'summit-peak-base', bookingType: 1 },
    },
  },
  {
    method: 'POST',
    url: '/api/cart/add/lessons',
    body: {
      productId: 'cascade-ridge-snowboard-private-youth-intermediate',
      date: iso(15),
      quantity: 2,
      options: { duration: '3h', startTime: '13:00' },
    },
  },
  {
    method: 'POST',
    url: '/api/lessons/private-pricing',
    body: { lessonId: 'cascade-ridge-snowboard-private-youth-intermediate', date: mmdd(15), duration: 'full-day', participants: 3 },
  },
];

function exampleShots(): Shot[] {
  const shots: Shot[] = [];
  for (const ex of examples) {
    const url = (q: Record<string, string> | undefined) => `${ex.url}${q ? `?${new URLSearchParams(q)}` : ''}`;
    for (const value of hostile) {
      const text = asQueryValue(value);
      for (const name of Object.keys(ex.query ?? {})) {
        shots.push({
          method: ex.method,
          url: url({ ...ex.query, [name]: text }),
          label: `${ex.method} ${ex.url} query.${name}=${text.slice(0, 30)}`,
        });
      }
      const body = ex.body;
      if (!body) continue;
      for (const name of Object.keys(body)) {
        shots.push({
          method: ex.method,
          url: url(ex.query),
          body: JSON.stringify({ ...body, [name]: value }),
          label: `${ex.url} body.${name}=${text.slice(0, 30)}`,
        });
      }
      const options = body.options as Record<string, unknown> | undefined;
      for (const name of Object.keys(options ?? {})) {
        shots.push({
          method: ex.method,
          url: url(ex.query),
          body: JSON.stringify({ ...body, options: { ...options, [name]: value } }),
          label: `${ex.url} options.${name}=${text.slice(0, 30)}`,
        });
      }
    }
  }
  return shots;
}

describe.each(testBackends())('malformed requests over every route on %s', (backend) => {
  const store = useStore(backend);

  test('each valid example the fuzzing starts from is itself accepted (so its mutations reach deep)', async () => {
    for (const ex of examples) {
      const visitor = await newVisitor(store.app);
      const url = `${ex.url}${ex.query ? `?${new URLSearchParams(ex.query)}` : ''}`;
      const res = ex.method === 'GET' ? await visitor.get(url) : await visitor.post(url, ex.body);
      expect({ url: ex.url, status: res.statusCode, message: res.json().Message }).toEqual({
        url: ex.url,
        status: 200,
        message: undefined,
      });
    }
  });

  test(`${REQUESTS_PER_BACKEND} malformed requests generated from the route schemas: no 5xx, no stack, the server alive after`, async () => {
    const routes = store.app.apiRoutes.filter(
      (r) => r.url.startsWith('/api/') && !['HEAD', 'OPTIONS'].includes(r.method) && !r.url.startsWith('/api/docs'),
    );
    expect(routes.length).toBeGreaterThan(20);
    const shots = [...exampleShots(), ...routes.flatMap(shotsFor)];
    // Arbitrary JSON bodies (fixed seed: a failure is reproducible) fill up the count.
    const bodies = fc.sample(fc.jsonValue({ maxDepth: 6 }), { numRuns: Math.max(0, REQUESTS_PER_BACKEND - shots.length), seed: 20261123 });
    const posts = routes.filter((r) => r.method === 'POST');
    bodies.forEach((value, i) => {
      const route = posts[i % posts.length];
      shots.push({
        method: 'POST',
        url: fillPath(route.url, 'x'),
        body: JSON.stringify(value),
        label: `POST ${route.url} arbitrary #${i}`,
      });
    });
    expect(shots.length).toBeGreaterThanOrEqual(REQUESTS_PER_BACKEND);

    let visitor: Visitor = await newVisitor(store.app);
    const failures: string[] = [];
    let sent = 0;
    for (const shot of shots) {
      // A fresh browser now and then: sign-outs and abuse limits must not end the run early.
      if (sent % 40 === 0) visitor = await newVisitor(store.app);
      sent += 1;
      const res: LightMyRequestResponse = await store.app.inject({
        method: shot.method as 'POST',
        url: shot.url,
        remoteAddress: visitor.ip,
        headers: {
          cookie: visitor.cookie,
          requestverificationtoken: visitor.token,
          ...(shot.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        payload: shot.body,
      });
      if (res.statusCode >= 500 || STACK.test(res.body)) failures.push(`${res.statusCode} ${shot.label}: ${res.body.slice(0, 200)}`);
    }
    expect(sent).toBeGreaterThanOrEqual(REQUESTS_PER_BACKEND);
    expect(failures).toEqual([]);
    const health = await store.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const ready = await store.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
  }, 600_000);

  // A count that was looped over would not answer within the test's time (it used to exhaust the heap).
  test('a lodging add-to-cart with a billion children answers 400', async () => {
    const visitor = await newVisitor(store.app);
    const res = await visitor.post('/api/cart/add/lodging', {
      productId: roomId('summit-peak', 'alpenglow-lodge', 'queen'),
      date: iso(40),
      quantity: 1,
      options: { departure: iso(43), adults: 2, children: 1_000_000_000, childAges: [] },
    });
    expect(res.statusCode).toBe(400);
  });
});
