import type { FastifyRequest } from 'fastify';
import { ok } from '@resort/shared/server';
import type { CartRef } from '../services/cart-data';

/** /api/docs groups the line's calls under its name. */
export const tags = ['cart-checkout'];

/** Runs a service call and answers `{ success, data }`; a refusal goes to the platform's error handler. */
export async function answer<T>(work: () => Promise<T>) {
  return ok(await work());
}

/** The cart the session names and the account signed in on it. */
export const cartRef = (request: FastifyRequest): CartRef => ({
  cartId: request.session.data.cartId || null,
  userId: request.session.user?.id ?? null,
});
