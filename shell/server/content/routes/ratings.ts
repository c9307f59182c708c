import { HttpError, ok, RATE_LIMITS, type ContractApp, type Db, type LineServices } from '@resort/shared/server';
import { okResponse } from '@resort/shared/contracts';
import { FormReceived, GuestRefundBody, Ratings, RatingsQuery, WeatherPartial, WeatherPartialQuery } from '../../../contract';
import { sendGuestRefund } from '../services/forms';
import { weatherReport } from '../services/pages';
import { ratingsOf } from '../services/ratings';
import { weatherPartialHtml } from '../services/weather-partial';

const tags = ['content'];

/** Spec section 7 "Other: ... ratings GET; guest refund form ... POST (JSON); ... weather report partial". */
export function registerOtherRoutes(api: ContractApp, { db, services }: { db: Db; services: LineServices }) {
  api.get(
    '/content/ratings',
    { schema: { summary: 'Ratings', tags, querystring: RatingsQuery, response: { 200: okResponse(Ratings) } } },
    async (request) => ok(await ratingsOf({ db, query: request.query })),
  );

  api.get(
    '/content/weather-partial',
    { schema: { summary: 'Weather report partial', tags, querystring: WeatherPartialQuery, response: { 200: WeatherPartial } } },
    async (request, reply) => {
      const report = await weatherReport({ db, resortId: request.query.resort });
      if (!report) throw new HttpError(404, 'No weather report for this resort.');
      return reply.type('text/html; charset=utf-8').send(weatherPartialHtml(report));
    },
  );

  api.post(
    '/content/guest-refund',
    {
      // It sends mail: limited like the other forms.
      config: { rateLimit: RATE_LIMITS.createAccount },
      schema: { summary: 'Guest refund form', tags, body: GuestRefundBody, response: { 200: okResponse(FormReceived) } },
    },
    async (request) => ok(await sendGuestRefund({ db, mailer: services.mailer, request: request.body })),
  );
}
