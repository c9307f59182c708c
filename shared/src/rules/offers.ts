// Personalisation offers (spec section 7 "Personalisation offer fetch: 3 s timeout, cached by
// key"; section 8 "Personalisation failures: 'took too long to respond' at 3 s, 'is not defined',
// 'No ... activity found', 'Invalid ... activity data'"; section 6 "A logged-in user's ID is used
// for personalisation"). Failures are messages, never thrown: an offer never blocks a page.

/** Spec section 9: "Offer fetch timeout 3000 ms." */
export const OFFER_TIMEOUT_MS = 3000;

export const offerTimedOut = (source: string) => `${source} took too long to respond`;
export const offerNotDefined = (name: string) => `${name} is not defined`;
export const noActivityFound = (activity: string) => `No ${activity} activity found`;
export const invalidActivityData = (activity: string) => `Invalid ${activity} activity data`;

export type OfferResult<T> = { ok: true; offer: T } | { ok: false; message: string };

/** The cache key of an offer: the activity and who it is for (the signed-in user's id, else anonymous). */
export const offerKey = (activity: string, userId: string | null) => `${activity}:${userId ?? 'anonymous'}`;

/** Rejects with the timeout message after `ms`. */
export function withOfferTimeout<T>(work: Promise<T>, source: string, ms = OFFER_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OfferTimeout(offerTimedOut(source))), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export class OfferTimeout extends Error {}

/**
 * Fetches an offer once per key: a result (offer or failure message) is kept for `ttlMs`, and
 * concurrent asks for the same key share one fetch.
 */
export class OfferCache<T> {
  private readonly entries = new Map<string, { until: number; result: Promise<OfferResult<T>> }>();

  constructor(
    private readonly ttlMs = 5 * 60_000,
    private readonly now = () => Date.now(),
  ) {}

  get(key: string, load: () => Promise<OfferResult<T>>): Promise<OfferResult<T>> {
    const hit = this.entries.get(key);
    if (hit && hit.until > this.now()) return hit.result;
    const result = load().catch(
      (error): OfferResult<T> => ({ ok: false, message: error instanceof Error ? error.message : String(error) }),
    );
    this.entries.set(key, { until: this.now() + this.ttlMs, result });
    if (this.entries.size > 1000) this.entries.delete(this.entries.keys().next().value as string);
    return result;
  }
}
