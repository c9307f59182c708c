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
import { Offer, type OfferResponse } from '../../../contract';

/**
 * Where offers come from (a personalisation service): the activities it knows, and the offer of
 * one for a visitor (the signed-in user's id, else null). Undefined means it has none defined.
 */
export interface OfferProvider {
  name: string;
  activities(): Promise<string[]>;
  offer(activity: string, userId: string | null): Promise<unknown>;
}

const DEMO_OFFERS: Record<string, (userId: string | null) => unknown> = {
  'lift-tickets': (userId) => ({
    title: userId ? 'Welcome back: save 15% on your next lift tickets' : 'Buy ahead and save on lift tickets',
    text: userId
      ? 'Your member price applies to every day you book this week.'
      : 'Tickets bought online before your visit cost less than at the window.',
    href: '/lift-tickets',
    image: '/media/lift-line.svg',
  }),
  lodging: () => ({
    title: 'Stay 3 nights, get the 4th free',
    text: 'At selected properties near the lifts.',
    href: '/lodging',
    image: '/media/lodge-evening.svg',
  }),
  lessons: () => ({
    title: 'First-timer lesson package',
    text: 'Lesson, rental and a beginner lift ticket in one.',
    href: '/lessons',
    image: '/media/ski-school.svg',
  }),
  // Known, but no offer is defined for it.
  rentals: () => undefined,
  // Known, but the service sends something that is not an offer.
  activities: () => ({ title: 42 }),
};

/** The demo personalisation service: in process, quick. */
export const demoOfferProvider: OfferProvider = {
  name: 'Personalisation service',
  activities: async () => Object.keys(DEMO_OFFERS),
  offer: async (activity, userId) => DEMO_OFFERS[activity]?.(userId),
};

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
