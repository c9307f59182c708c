// The cart refuses like every service, with the shared domain errors; the platform's handler
// gives the status.
import { isDomainError } from '@resort/shared/core';

export { conflict, declined, invalid, notFound, signInRequired, unavailable } from '@resort/shared/core';

/**
 * A line had no room: sold out, or a conflict without a code of its own. A coded refusal (2004) is
 * the buyer's to fix and is passed on.
 */
export const isSoldOut = (e: unknown): boolean =>
  isDomainError(e) && (e.kind === 'sold-out' || (e.kind === 'conflict' && (e.data as { code?: unknown } | null)?.code === undefined));

/** A line's refusal of the request itself, not a service that is down. */
export const isRefusal = (e: unknown): boolean => isDomainError(e) && e.kind !== 'unavailable';

/** Where log lines go (the server's logger; silent in unit use). */
export interface Log {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export const silentLog: Log = { error: () => undefined, warn: () => undefined };
