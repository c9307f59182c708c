import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { ok, type LinePluginOptions, type LineServer } from '@resort/shared/server';
import type { PaymentGateway } from './payment-gateway';
import { seed } from './seed';
import { createCartService, type AddBody, type AssignBody } from './service';
import type { BillingAddress } from './schema';
import type { CardDetails } from './payment-gateway';
import { createTestGateway } from './test-gateway';

const ISO_DATE = '^\\d{4}-\\d{2}-\\d{2}$';
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

const addSchema = {
  params: { type: 'object', required: ['line'], properties: { line: { type: 'string', pattern: '^[a-z0-9-]{1,40}$' } } },
  body: {
    type: 'object',
    required: ['productId', 'date', 'quantity'],
    additionalProperties: false,
    properties: {
      productId: { type: 'string', minLength: 1, maxLength: 120 },
      date: { type: 'string', pattern: ISO_DATE },
      quantity: { type: 'integer', minimum: 1, maximum: 20 },
      options: { type: 'object', maxProperties: 20 },
    },
  },
};

const idParam = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 64 } } };

const assignSchema = {
  body: {
    type: 'object',
    required: ['itemId', 'unitIndex', 'firstName', 'lastName', 'dateOfBirth'],
    additionalProperties: false,
    properties: {
      itemId: { type: 'string', maxLength: 64 },
      unitIndex: { type: 'integer', minimum: 0, maximum: 19 },
      // Empty names and dates are allowed through so the spec's 'Required Field' answers them.
      firstName: text(80),
      lastName: text(80),
      dateOfBirth: text(20),
    },
  },
};

const addressFields = ['firstName', 'lastName', 'email', 'line1', 'city', 'region', 'postalCode', 'country'] as const;
const addressSchema = {
  body: {
    type: 'object',
    required: [...addressFields],
    additionalProperties: false,
    properties: {
      ...Object.fromEntries(addressFields.map((f) => [f, text(120)])),
      email: { type: 'string', maxLength: 254, pattern: '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
    },
  },
};

const paymentSchema = {
  body: {
    type: 'object',
    required: ['cardNumber', 'expMonth', 'expYear', 'cvc', 'nameOnCard'],
    additionalProperties: false,
    properties: {
      cardNumber: { type: 'string', pattern: '^[0-9 -]{12,23}$' },
      expMonth: { type: 'integer', minimum: 1, maximum: 12 },
      expYear: { type: 'integer', minimum: 0, maximum: 2100 },
      cvc: { type: 'string', pattern: '^[0-9]{3,4}$' },
      nameOnCard: { type: 'string', minLength: 1, maxLength: 120 },
    },
  },
};

const guestSchema = {
  body: {
    type: 'object',
    required: ['email'],
    additionalProperties: false,
    properties: { email: { type: 'string', maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' } },
  },
};

const completeSchema = {
  body: {
    type: 'object',
    required: ['paymentToken', 'acceptTerms'],
    additionalProperties: false,
    properties: { paymentToken: { type: 'string', minLength: 1, maxLength: 200 }, acceptTerms: { type: 'boolean' } },
  },
};

export interface CartPluginOptions extends LinePluginOptions {
  /** The payment gateway; the built-in test gateway unless the composing server provides one. */
  gateway?: PaymentGateway;
}

const plugin: FastifyPluginAsync<CartPluginOptions> = async (app, opts) => {
  const service = createCartService({ ...opts, gateway: opts.gateway ?? createTestGateway() });

  app.get('/cart', async (request) => ok(await service.cart(request)));
  app.get('/cart/summary', async (request) => ok(await service.summary(request)));

  app.post<{ Params: { line: string }; Body: AddBody }>('/cart/add/:line', { schema: addSchema }, async (request) =>
    ok(await service.add(request, request.params.line, request.body)),
  );

  app.post<{ Params: { id: string } }>('/cart/remove/:id', { schema: { params: idParam } }, async (request) =>
    ok(await service.remove(request, request.params.id)),
  );

  app.post<{ Body: AssignBody }>('/cart/assign-traveler', { schema: assignSchema }, async (request) =>
    ok(await service.assign(request, request.body)),
  );

  app.post<{ Params: { code: string } }>(
    '/checkout/promo/:code',
    { schema: { params: { type: 'object', required: ['code'], properties: { code: { type: 'string', minLength: 1, maxLength: 40 } } } } },
    async (request) => ok(await service.applyPromo(request, request.params.code)),
  );
  app.post('/checkout/promo-remove', async (request) => ok(await service.removePromo(request)));

  app.post<{ Body: { email: string } }>('/checkout/guest', { schema: guestSchema }, async (request) =>
    ok(await service.guest(request, request.body.email)),
  );

  app.post<{ Body: BillingAddress }>('/checkout/address', { schema: addressSchema }, async (request) =>
    ok(await service.address(request, request.body)),
  );

  app.post<{ Body: CardDetails }>('/checkout/payment', { schema: paymentSchema }, async (request) =>
    ok(await service.payment(request, request.body)),
  );

  app.get<{ Querystring: { acceptTerms?: boolean } }>(
    '/checkout/review',
    { schema: { querystring: { type: 'object', properties: { acceptTerms: { type: 'boolean' } } } } },
    async (request) => ok(await service.review(request, request.query.acceptTerms === true)),
  );

  app.post<{ Body: { paymentToken: string; acceptTerms: boolean } }>('/checkout/complete', { schema: completeSchema }, async (request) =>
    ok(await service.complete(request, request.body)),
  );

  app.get('/checkout/orders', async (request) => ok(await service.orders(request)));
  app.get<{ Params: { number: string } }>(
    '/checkout/orders/:number',
    { schema: { params: { type: 'object', required: ['number'], properties: { number: { type: 'string', pattern: '^[A-Za-z0-9-]{1,20}$' } } } } },
    async (request) => ok(await service.order(request, request.params.number)),
  );
};

export const line: LineServer = {
  packageName: 'mfe-cart-checkout',
  migrations: [{ schema: 'cart', folder: path.join(__dirname, 'migrations') }],
  plugin,
  seed,
};
