import type { Db, PageFrameProvider } from '@resort/shared/server';
import { LiftTicketSearchQuery } from '../contract';
import { liftResultsHeading, liftResultsLead, resultsSearchOf } from '../src/features/lift-tickets/model/results-heading';
import { cachedLiftProducts, cachedResort } from './services/catalog-reads';

/**
 * The lift ticket results page's first paint: the heading and product line it will show, read from
 * the cached catalog, for a search the API would answer (anything else gets no frame: the page
 * shows its error). The skeleton keeps the room of the day strip and the age rows.
 */
export const liftPageFrame =
  (db: Db): PageFrameProvider =>
  async ({ pathname, query }) => {
    if (pathname !== '/lift-tickets') return null;
    const search = LiftTicketSearchQuery.safeParse(resultsSearchOf(query));
    if (!search.success) return null;
    const resort = await cachedResort(db, search.data.resort);
    if (!resort) return null;
    const [product] = await cachedLiftProducts(db, resort.id, search.data.numberOfDays, 'ski');
    return {
      heading: liftResultsHeading(resort.name),
      lead: liftResultsLead({
        productName: product?.name ?? null,
        numberOfDays: search.data.numberOfDays,
        region: resort.region,
        currency: resort.currency,
      }),
      skeletonHeight: 560,
    };
  };
