import { useLocation } from '@resort/shared';
import { SearchLanding } from '@resort/shared/ui';
import { MyEpicGearPage } from './features/my-epic-gear/components/my-epic-gear-page';
import { RentalsWidget } from './features/rentals-widget/components/rentals-widget';
import { RentalsResultsPage } from './features/rentals-results/components/rentals-results-page';

const RESULTS_PATH = /^\/rentals\/?$/;

/** Routes of the rentals remote. */
export function Root() {
  const { pathname, search } = useLocation();
  if (RESULTS_PATH.test(pathname)) {
    if (search.has('startdate')) return <RentalsResultsPage />;
    return (
      <SearchLanding
        title="Rentals"
        lead="Reserve skis, snowboards and bikes for pickup at the shop or delivery to your door."
        testId="rentals-search"
      >
        <RentalsWidget />
      </SearchLanding>
    );
  }
  if (/^\/my-epic-gear\/?$/.test(pathname)) return <MyEpicGearPage />;
  return null;
}
