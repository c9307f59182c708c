import { CATALOG_GET, RATE_LIMITS, ok, type ContractApp, type Db, type LineServices, type SessionStore } from '@resort/shared/server';
import { okResponse, z } from '@resort/shared/contracts';
import {
  LocationPricingStats,
  LocationSearchBody,
  MegLotteryBody,
  MegLotteryEntered,
  MyEpicGearProducts,
  MyEpicGearProductsBody,
  ReferralCodeAnswer,
  ReferralCodeBody,
  RentalLocation,
  RentalSearchBody,
  RentalSearchResult,
  RentalWidgetQuery,
  RentalWidgetResponse,
} from '../../contract';
import { enterMegLottery } from '../services/meg-lottery';
import { listMembershipProducts } from '../services/my-epic-gear';
import { REFERRAL_SESSION_KEY, verifyReferralCode } from '../services/referrals';
import { locationsPricingStats, searchLocations, searchProducts, widgetModel } from '../services/rentals';

/** /api/docs groups the line's calls under its name. */
const tags = ['rentals'];

/**
 * The rentals routes: each validates its request with contract.ts and carries the name of the
 * spec section 7 call it implements ("Rentals POST: locations pricing stats, search locations,
 * search products"), then hands plain inputs to the services.
 */
export function registerRentalsRoutes(
  api: ContractApp,
  { db, sessions, services }: { db: Db; sessions: SessionStore; services: LineServices },
) {
  api.get(
    '/rentals/widget',
    {
      config: CATALOG_GET,
      schema: {
        // Section 7 does not list the widget's own read; it is the rental widget view model of section 3.
        summary: 'Rentals widget view model',
        description: "One resort's season as the rentals widget shows it: calendars, delivery times and the My Epic Gear upsell.",
        tags,
        querystring: RentalWidgetQuery,
        response: { 200: okResponse(RentalWidgetResponse) },
      },
    },
    async (request) => ok(await widgetModel({ db, resortId: request.query.resort, season: request.query.season })),
  );

  api.post(
    '/rentals/my-epic-gear/products',
    { schema: { summary: 'My epic gear products', tags, body: MyEpicGearProductsBody, response: { 200: okResponse(MyEpicGearProducts) } } },
    async (request) => ok({ products: await listMembershipProducts(db, request.body.resort) }),
  );

  api.post(
    '/rentals/my-epic-gear/lottery',
    {
      // It sends mail: limited like the other forms.
      config: { rateLimit: RATE_LIMITS.createAccount },
      schema: { summary: 'My epic gear lottery form', tags, body: MegLotteryBody, response: { 200: okResponse(MegLotteryEntered) } },
    },
    async (request) =>
      ok(await enterMegLottery({ db, mailer: services.mailer, entry: request.body, userId: request.session?.user?.id ?? null })),
  );

  api.post(
    '/rentals/verify-referral-code',
    { schema: { summary: 'Verify referral code', tags, body: ReferralCodeBody, response: { 200: okResponse(ReferralCodeAnswer) } } },
    async (request) => ok(await verifyReferralCode(db, request.body.code)),
  );

  api.post(
    '/rentals/set-referral-alert',
    { schema: { summary: 'Set referral alert', tags, body: ReferralCodeBody, response: { 200: okResponse(ReferralCodeAnswer) } } },
    async (request) => {
      const answer = await verifyReferralCode(db, request.body.code);
      // The visitor's session remembers the friend who referred them, for the rest of the visit.
      if (answer.valid) await sessions.setData(request, REFERRAL_SESSION_KEY, answer.code);
      return ok(answer);
    },
  );

  api.post(
    '/rentals/search-products',
    { schema: { summary: 'Rentals search products', tags, body: RentalSearchBody, response: { 200: okResponse(RentalSearchResult) } } },
    async (request) => ok(await searchProducts({ db, request: request.body })),
  );

  api.post(
    '/rentals/locations-pricing-stats',
    {
      schema: {
        summary: 'Rentals locations pricing stats',
        tags,
        body: RentalSearchBody,
        response: { 200: okResponse(z.array(LocationPricingStats)) },
      },
    },
    async (request) => ok(await locationsPricingStats({ db, request: request.body })),
  );

  api.post(
    '/rentals/search-locations',
    {
      schema: {
        summary: 'Rentals search locations',
        tags,
        body: LocationSearchBody,
        response: { 200: okResponse(z.array(RentalLocation)) },
      },
    },
    async (request) => ok(await searchLocations({ db, request: request.body })),
  );
}
