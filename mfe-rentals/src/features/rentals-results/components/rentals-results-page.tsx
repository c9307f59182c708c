import { useMemo } from 'react';
import { ErrorState, Heading, PageContainer, useLocation, visitorMessage } from '@resort/shared';
import { LoadingOverlay } from '@resort/shared/ui';
import { useLocationsPricingStatsQuery } from '../api/get-locations-pricing-stats';
import { useSearchProductsQuery } from '../api/search-products';
import { searchRequestFromQuery } from '../model/search-request';
import { RentalsResultsView } from './rentals-results-view';

/** The rentals page: the widget's query in, products for the period out (spec section 2). */
export function RentalsResultsPage() {
  const { search } = useLocation();
  const query = search.toString();
  const request = useMemo(() => searchRequestFromQuery(new URLSearchParams(query)), [query]);
  const products = useSearchProductsQuery(request);
  const stats = useLocationsPricingStatsQuery(request);
  // The page opens once both have answered; the per-shop "from" prices are a nicety it works without.
  const loading = products.isPending || stats.isPending;
  const result = loading ? undefined : products.data;

  return (
    <PageContainer data-testid="rentals-results" aria-busy={loading}>
      <Heading as="h1" $size="page">
        {result ? `Rentals at ${result.resort.name}` : 'Rentals'}
      </Heading>
      {loading ? <LoadingOverlay active label="Finding rentals" /> : null}
      {!loading && products.isError ? <ErrorState message={visitorMessage(products.error)} /> : null}
      {result ? (
        <RentalsResultsView
          key={query}
          result={result}
          stats={stats.data ?? []}
          referralLink={search.get('referral')}
          tabName={search.get('tab') ?? ''}
        />
      ) : null}
    </PageContainer>
  );
}
