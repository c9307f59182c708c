import {
  OfferCache,
  OfferTimeout,
  invalidActivityData,
  noActivityFound,
  offerKey,
  offerNotDefined,
  withOfferTimeout,
  type OfferResult,
} from '@resort/shared/rules';
import { eq } from 'drizzle-orm';
import type { Db } from '@resort/shared/server';
import { Offer, type OfferResponse } from '../../../contract';
import { offers } from '../schema';

/**
 * Where offers come from (a personalisation service): the activities it knows, and the offer of
 * one for a visitor (the signed-in user's id, else null). Undefined means it has none defined.
 */
export interface OfferProvider {
  name: string;
  activities(): Promise<string[]>;
  offer(activity: string, userId: string | null): Promise<unknown>;
}

/**
 * The store's own personalisation service: the offers kept in `content.offers` (seeded, and
 * edited by the operator without a release). A row's null offer is an activity with none defined.
 */
export function databaseOfferProvider(db: Db): OfferProvider {
  return {
    name: 'Personalisation service',
    activities: async () => (await db.select({ activity: offers.activity }).from(offers)).map((r) => r.activity),
    offer: async (activity, userId) => {
      const [row] = await db.select().from(offers).where(eq(offers.activity, activity));
      return (userId ? row?.memberOffer : null) ?? row?.offer ?? undefined;
    },
  };
}

export interface OfferServiceOptions {
  provider: OfferProvider;
  timeoutMs?: number;
  cacheTtlMs?: number;
}

/** Offers fetched with the 3 s timeout and cached by key (activity and visitor); failures become the spec's messages. */
export class OfferService {
  private readonly cache: OfferCache<Offer>;

  constructor(private readonly options: OfferServiceOptions) {
    this.cache = new OfferCache<Offer>(options.cacheTtlMs);
  }

  async offer({ activity, userId }: { activity: string; userId: string | null }): Promise<OfferResponse> {
    const key = offerKey(activity, userId);
    const result = await this.cache.get(key, () => this.load(activity, userId));
    return result.ok ? { key, offer: result.offer, message: null } : { key, offer: null, message: result.message };
  }

  private async load(activity: string, userId: string | null): Promise<OfferResult<Offer>> {
    const { provider, timeoutMs } = this.options;
    try {
      return await withOfferTimeout(
        (async (): Promise<OfferResult<Offer>> => {
          const known = await provider.activities();
          if (!known.includes(activity)) return { ok: false, message: noActivityFound(activity) };
          const raw = await provider.offer(activity, userId);
          if (raw === undefined || raw === null) return { ok: false, message: offerNotDefined(`${activity} offer`) };
          const parsed = Offer.safeParse(raw);
          return parsed.success ? { ok: true, offer: parsed.data } : { ok: false, message: invalidActivityData(activity) };
        })(),
        provider.name,
        timeoutMs,
      );
    } catch (error) {
      if (error instanceof OfferTimeout) return { ok: false, message: error.message };
      return { ok: false, message: invalidActivityData(activity) };
    }
  }
}
