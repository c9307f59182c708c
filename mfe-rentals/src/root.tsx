import { useLocation } from '@resort/shared';
import { matchRoute } from '@resort/shared/routes';
import { SearchLanding } from '@resort/shared/ui';
import { MyEpicGearPage } from './features/my-epic-gear/components/my-epic-gear-page';
import { RentalsWidget } from './features/rentals-widget/components/rentals-widget';
import { RentalsResultsPage } from './features/rentals-results/components/rentals-results-page';
import { ROUTES } from './routes';

/** The rentals remote's pages, from its route table. */
export function Root() {
  const { pathname, search } = useLocation();
  const route = matchRoute(ROUTES, pathname);
  if (route?.page === 'my-epic-gear') return <MyEpicGearPage />;
  if (route?.page !== 'rentals') return null;
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
