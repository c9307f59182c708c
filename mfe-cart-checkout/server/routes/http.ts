import type { FastifyRequest } from 'fastify';
import { HttpError, ok } from '@resort/shared/server';
import type { CartRef } from '../services/cart-data';
import { CartError, type CartErrorKind } from '../services/errors';

/** /api/docs groups the line's calls under its name. */
export const tags = ['cart-checkout'];

const STATUS: Record<CartErrorKind, number> = {
  invalid: 400,
  'not-found': 404,
  conflict: 409,
  declined: 402,
  'sign-in': 401,
  unavailable: 503,
};

/** Runs a service call and answers `{ success, data }`; a service's refusal becomes its HTTP status. */
export async function answer<T>(work: () => Promise<T>) {
  try {
    return ok(await work());
  } catch (error) {
    if (error instanceof CartError) throw new HttpError(STATUS[error.kind], error.message, error.data);
    throw error;
  }
}

/** The cart the session names and the account signed in on it. */
export const cartRef = (request: FastifyRequest): CartRef => ({
  cartId: request.session.data.cartId || null,
  userId: request.session.user?.id ?? null,
});
