import { CATALOG_GET, ok, type ContractApp, type Db } from '@resort/shared/server';
import { okResponse } from '@resort/shared/contracts';
import {
  ChildcareDayView,
  ChildcareProductQuery,
  ChildcareProductsBody,
  ChildcareProductsResponse,
  ChildcareUnavailableDates,
  ChildcareUnavailableQuery,
} from '../../contract';
import { childcareDay, listChildcareProducts, unavailableChildcareDates } from '../services/childcare';
import { tags } from './tags';

/** "Childcare: unavailable dates for one and two months GET (locationId, ageGroupId, startdate); product GET (locationId, ageGroupId, selectedDate); products POST" (spec section 7). */
export function registerChildcareRoutes(api: ContractApp, { db }: { db: Db }) {
  api.get(
    '/childcare/product',
    {
      config: CATALOG_GET,
      schema: { summary: 'Childcare product', tags, querystring: ChildcareProductQuery, response: { 200: okResponse(ChildcareDayView) } },
    },
    async (request) => ok(await childcareDay({ db, criteria: request.query })),
  );

  api.post(
    '/childcare/products',
    {
      schema: {
        summary: 'Childcare products',
        tags,
        body: ChildcareProductsBody,
        response: { 200: okResponse(ChildcareProductsResponse) },
      },
    },
    async (request) => ok(await listChildcareProducts({ db, locationId: request.body.locationId })),
  );
  for (const [path, summary, months] of [
    ['/childcare/unavailable-dates', 'Childcare unavailable dates for one month', 1],
    ['/childcare/unavailable-dates/two-months', 'Childcare unavailable dates for two months', 2],
  ] as const) {
    api.get(
      path,
      {
        config: CATALOG_GET,
        schema: { summary, tags, querystring: ChildcareUnavailableQuery, response: { 200: okResponse(ChildcareUnavailableDates) } },
      },
      async (request) => ok(await unavailableChildcareDates({ db, criteria: request.query, months })),
    );
  }
}
