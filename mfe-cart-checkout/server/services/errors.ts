/**
 * What a cart or checkout service refuses, in words a visitor may read. Services know nothing of
 * HTTP: the routes turn each kind into a status (routes/http.ts).
 */
export type CartErrorKind =
  /** The request cannot be done as asked (bad item, missing traveler, cap reached). */
  | 'invalid'
  /** The cart, item or order is not there (or not this visitor's). */
  | 'not-found'
  /** The cart is in a state that forbids it now (being paid for, changed meanwhile). */
  | 'conflict'
  /** The card was refused when charged. */
  | 'declined'
  /** Only a signed-in buyer may ask. */
  | 'sign-in'
  /** The payment service did not answer clearly; nothing the buyer did wrong. */
  | 'unavailable';

export class CartError extends Error {
  constructor(
    readonly kind: CartErrorKind,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export const invalid = (message: string, data: unknown = null) => new CartError('invalid', message, data);
export const notFound = (message: string) => new CartError('not-found', message);
export const conflict = (message: string, data: unknown = null) => new CartError('conflict', message, data);
export const declined = (message: string) => new CartError('declined', message);
export const signInRequired = (message: string) => new CartError('sign-in', message);
export const unavailable = (message: string) => new CartError('unavailable', message);

/** Where log lines go (the server's logger; silent in unit use). */
export interface Log {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export const silentLog: Log = { error: () => undefined, warn: () => undefined };
