import { CATALOG_GET, ok, type ContractApp, type Db } from '@resort/shared/server';
import { okResponse, z } from '@resort/shared/contracts';
import { GenericProductsAnswer } from '../../contract';
import { listGenericProducts } from '../generic-catalog';

const tags = ['cart-checkout'];

/** The generic catalog a gift card or parking page lists; adding one is "add to cart for generic" (POST /api/cart/add/generic). */
export function registerGenericRoutes(api: ContractApp, { db }: { db: Db }) {
  // Not a section 7 call of its own: the products that "add to cart for generic" takes.
  api.get(
    '/cart/generic-products',
    {
      config: CATALOG_GET,
      schema: {
        summary: 'Generic products',
        tags,
        querystring: z.object({}).strict(),
        response: { 200: okResponse(GenericProductsAnswer) },
      },
    },
    async () => ok({ products: await listGenericProducts(db) }),
  );
}
