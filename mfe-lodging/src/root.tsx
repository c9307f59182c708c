import { useLocation } from '@resort/shared';
import { SearchLanding } from '@resort/shared/ui';
import { LodgingWidget } from './features/lodging-search/components/lodging-widget';
import { LodgingResultsPage } from './features/lodging-results/components/lodging-results-page';
import { PackagesPage } from './features/packages/components/packages-page';
import { PropertyDetailPage } from './features/property-detail/components/property-detail-page';
import { isLodgingResults } from './features/lodging-results/model/page-heading';

/** The lodging remote's pages: /lodging (results), /lodging/packages and /lodging/:propertyId (a property). */
export function Root() {
  const { pathname, search } = useLocation();
  if (/^\/lodging\/packages\/?$/.test(pathname)) return <PackagesPage />;
  const match = /^\/lodging\/([^/]+)\/?$/.exec(pathname);
  if (match) return <PropertyDetailPage propertyId={decodeURIComponent(match[1])} />;
  if (isLodgingResults(pathname, search)) return <LodgingResultsPage />;
  if (/^\/lodging\/?$/.test(pathname)) {
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
  return null;
}
