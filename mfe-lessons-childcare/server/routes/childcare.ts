import { ok, type ContractApp, type Db } from '@resort/shared/server';
import { ChildcareProductQuery, ChildcareProductsBody } from '../../contract';
import { childcareDay, listChildcareProducts } from '../services/childcare';
import { tags } from './tags';

/** "Childcare: ... product GET (locationId, ageGroupId, selectedDate); products POST" (spec section 7). */
export function registerChildcareRoutes(api: ContractApp, { db }: { db: Db }) {
  api.get('/childcare/product', { schema: { summary: 'Childcare product', tags, querystring: ChildcareProductQuery } }, async (request) =>
    ok(await childcareDay({ db, criteria: request.query })),
  );

  api.post('/childcare/products', { schema: { summary: 'Childcare products', tags, body: ChildcareProductsBody } }, async (request) =>
    ok(await listChildcareProducts({ db, locationId: request.body.locationId })),
  );
}
