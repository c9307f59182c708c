import { useLocation } from '@resort/shared';
import { matchRoute } from '@resort/shared/routes';
import { SearchLanding } from '@resort/shared/ui';
import { LodgingWidget } from './features/lodging-search/components/lodging-widget';
import { LodgingResultsPage } from './features/lodging-results/components/lodging-results-page';
import { PackagesPage } from './features/packages/components/packages-page';
import { PropertyDetailPage } from './features/property-detail/components/property-detail-page';
import { isLodgingResults } from './features/lodging-results/model/page-heading';
import { ROUTES } from './routes';

/** The lodging remote's pages, from its route table: /lodging (search or results), /lodging/packages and a property. */
export function Root() {
  const { pathname, search } = useLocation();
  const route = matchRoute(ROUTES, pathname);
  if (route?.page === 'packages') return <PackagesPage />;
  if (route?.page === 'property') return <PropertyDetailPage propertyId={route.params.propertyId} />;
  if (route?.page !== 'lodging') return null;
  if (isLodgingResults(pathname, search)) return <LodgingResultsPage />;
  return (
    <SearchLanding
      title="Lodging"
      lead="Slopeside stays at every resort, from studios to family condos. Choose your dates and who is coming."
      testId="lodging-search"
    >
      <LodgingWidget />
    </SearchLanding>
  );
}
