import { lazy, type ReactNode, Suspense } from 'react';
import { navigate, PageLoading, useLocation } from '@resort/shared';
import { matchRoute, type RouteMatch } from '@resort/shared/routes';
import { SearchLanding } from '@resort/shared/ui';
import { LiftTicketResults } from './features/lift-tickets/components/lift-ticket-results';
import { LiftTicketWidget } from './features/lift-tickets/components/lift-ticket-widget';
import { type LiftAccessPage, ROUTES } from './routes';

// Lift tickets, the page most visitors land on, comes with the remote; the pass, bike park and
// reservation pages (and the contract schemas their forms check with) are fetched on their own paths.
const PassListPage = lazy(() => import('./features/passes/components/pass-list-page').then((m) => ({ default: m.PassListPage })));
const PassDetailPage = lazy(() => import('./features/passes/components/pass-detail-page').then((m) => ({ default: m.PassDetailPage })));
const MyPassesPage = lazy(() => import('./features/passes/components/my-passes-page').then((m) => ({ default: m.MyPassesPage })));
const BikeParkPage = lazy(() => import('./features/bike-park/components/bike-park-page').then((m) => ({ default: m.BikeParkPage })));
const LiftReservationsPage = lazy(() =>
  import('./features/reservations/components/lift-reservations-page').then((m) => ({ default: m.LiftReservationsPage })),
);

/** The routes of the lift tickets and passes remote. */
export function Root() {
  const { pathname, search } = useLocation();
  const route = matchRoute(ROUTES, pathname);
  if (route?.page === 'lift-tickets') {
    return search.has('startDate') ? (
      <LiftTicketResults />
    ) : (
      <SearchLanding
        title="Lift tickets"
        lead="Choose a resort, your first day and who is skiing. Buying ahead online saves up to 20% on the window price."
        testId="lift-search"
      >
        <LiftTicketWidget />
        <p>
          Riding in summer?{' '}
          <a
            href="/bike-park"
            onClick={(e) => {
              e.preventDefault();
              navigate('/bike-park');
            }}
          >
            Bike park lift tickets
          </a>
        </p>
      </SearchLanding>
    );
  }
  const page = route ? otherPage(route) : null;
  return page ? <Suspense fallback={<PageLoading />}>{page}</Suspense> : null;
}

/** The remote's other pages, each fetched when first shown. */
function otherPage(route: RouteMatch<LiftAccessPage>): ReactNode {
  switch (route.page) {
    case 'pass':
      return <PassDetailPage id={route.params.passId} />;
    case 'passes':
      return <PassListPage />;
    case 'my-passes':
      return <MyPassesPage />;
    case 'reservations':
      return <LiftReservationsPage />;
    case 'bike-park':
      return <BikeParkPage />;
    default:
      return null;
  }
}
