import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow, withQuery } from '@resort/shared';
import { offerTimedOut, OFFER_TIMEOUT_MS, withOfferTimeout } from '@resort/shared/rules';
import type { OfferResponse } from '../../../contract';

/**
 * GET /api/content/offer: one activity's personalised offer, given up after 3 s (spec section 7)
 * and cached by key (the query key: activity; the server keys by visitor too). Never throws: a
 * failure is a message and no offer.
 */
export async function getOffer(activity: string): Promise<OfferResponse> {
  try {
    return await withOfferTimeout(
      fetchOrThrow<OfferResponse>('GET', withQuery('/api/content/offer', { activity })),
      'Personalisation service',
      OFFER_TIMEOUT_MS,
    );
  } catch (error) {
    return { key: activity, offer: null, message: error instanceof Error ? error.message : offerTimedOut('Personalisation service') };
  }
}

export const offerQuery = (activity: string) =>
  queryOptions({ queryKey: ['content', 'offer', activity], queryFn: () => getOffer(activity), staleTime: 5 * 60_000, retry: false });

export const useOffer = (activity: string, enabled: boolean) => useQuery({ ...offerQuery(activity), enabled });
