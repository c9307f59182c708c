import { BUS_V } from '@resort/shared/core';
import type { SeamSnapshot } from './compat';

// The bus events as JSON Schema, by hand (the bus itself is zod-free): what the contract snapshot
// test holds the bus to. Keep it beside the interfaces of shared/src/bus/event-bus.ts.

const str = { type: 'string' };
const version = { type: 'integer', const: 1 };
const v = str;
const event = (properties: Record<string, unknown>, required: string[]) => ({
  type: 'object',
  properties: { version, v, ...properties },
  required: ['version', ...required],
});

export const busSnapshot = (): SeamSnapshot => ({
  v: BUS_V,
  schemas: {
    cart: event({ cartId: { type: ['null', 'string'] }, cartCount: { type: 'number' }, cartUrl: str }, ['cartCount', 'cartUrl']),
    session: event(
      {
        signedIn: { type: 'boolean' },
        user: {
          type: ['null', 'object'],
          properties: { id: str, firstName: str, lastName: str, email: str },
          required: ['id', 'firstName', 'lastName', 'email'],
        },
      },
      ['signedIn', 'user'],
    ),
    cartItemsAdded: event(
      { items: { type: 'array', items: { type: 'object', properties: { id: str, sku: str, description: str } } }, cartUrl: str },
      ['items', 'cartUrl'],
    ),
    logoutRequest: event({}, []),
    analytics: event({ event: str, data: { type: 'object' } }, ['event', 'data']),
    // 1.1: the visitor's consent choice (replaces a window event between the footer and the offer).
    consent: event({ analytics: { type: 'boolean' }, personalisation: { type: 'boolean' } }, ['analytics', 'personalisation']),
  },
});
