import { ok, type ContractApp } from '@resort/shared/server';
import { okResponse } from '@resort/shared/contracts';
import { OfferQuery, OfferResponse } from '../../../contract';
import type { OfferService } from '../services/offers';

/** Spec section 7 "Personalisation offer fetch": always 200; a failure is the spec's message and no offer. */
export function registerOfferRoute(api: ContractApp, { offers }: { offers: OfferService }) {
  api.get(
    '/content/offer',
    {
      schema: {
        summary: 'Personalisation offer fetch',
        tags: ['content'],
        querystring: OfferQuery,
        response: { 200: okResponse(OfferResponse) },
      },
    },
    // A signed-in visitor's id is used for personalisation (spec section 6).
    async (request) => ok(await offers.offer({ activity: request.query.activity, userId: request.session?.user?.id ?? null })),
  );
}
