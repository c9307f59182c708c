/**
 * What a service, a catalog or the ledger says when it refuses: a kind and a message a visitor may
 * read (spec section 8 wording). Services know nothing of HTTP; the platform's one error handler
 * turns a kind into a status (`DOMAIN_STATUS` in '@resort/shared/server').
 */
export type DomainErrorKind =
  | 'invalid'
  | 'sign-in'
  | 'declined'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'sold-out'
  | 'limit'
  | 'unavailable';

// A brand survives two copies of this module (a remote's bundle beside the server's), where
// `instanceof` would not.
const BRAND = Symbol.for('resort.DomainError');

export class DomainError extends Error {
  readonly [BRAND] = true;
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const isDomainError = (error: unknown): error is DomainError =>
  typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[BRAND] === true;

/** The request's own input is wrong: a missing field, a date out of range, an unknown option. */
export const invalid = (message: string, data: unknown = null) => new DomainError('invalid', message, data);
/** What was asked for does not exist, or is not this visitor's. */
export const notFound = (message = 'Not found', data: unknown = null) => new DomainError('not-found', message, data);
/** The request is well formed but clashes with the state of things (already done, changed since). */
export const conflict = (message: string, data: unknown = null) => new DomainError('conflict', message, data);
/** No places left for the product and day asked for. */
export const soldOut = (message: string, data: unknown = null) => new DomainError('sold-out', message, data);
/** Too many attempts: a budget of guesses or sends is spent for now. */
export const limitReached = (message: string, data: unknown = null) => new DomainError('limit', message, data);
/** Needs a signed-in account. */
export const signInRequired = (message: string, data: unknown = null) => new DomainError('sign-in', message, data);
/** Signed in, but not allowed this. */
export const forbidden = (message: string, data: unknown = null) => new DomainError('forbidden', message, data);
/** The payment was refused. */
export const declined = (message: string, data: unknown = null) => new DomainError('declined', message, data);
/** A service the store depends on cannot answer now; worth trying again. */
export const unavailable = (message: string, data: unknown = null) => new DomainError('unavailable', message, data);
