import { navigate, useLocation } from '@resort/shared';
import { SearchLanding } from '@resort/shared/ui';
import { LiftTicketResults } from './features/lift-tickets/components/lift-ticket-results';
import { LiftTicketWidget } from './features/lift-tickets/components/lift-ticket-widget';
import { PassListPage } from './features/passes/components/pass-list-page';
import { PassDetailPage } from './features/passes/components/pass-detail-page';
import { MyPassesPage } from './features/passes/components/my-passes-page';
import { passIdFromPath } from './features/passes/model/pass-path';
import { BikeParkPage } from './features/bike-park/components/bike-park-page';
import { LiftReservationsPage } from './features/reservations/components/lift-reservations-page';

/** The routes of the lift tickets and passes remote. */
export function Root() {
  const { pathname, search } = useLocation();
  if (pathname === '/lift-tickets' || pathname.startsWith('/lift-tickets/')) {
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
  const passId = passIdFromPath(pathname);
  if (passId) return <PassDetailPage id={passId} />;
  if (pathname === '/passes' || pathname === '/passes/') return <PassListPage />;
  if (pathname === '/my-passes' || pathname === '/my-passes/') return <MyPassesPage />;
  if (pathname === '/my-passes/reservations' || pathname === '/my-passes/reservations/') return <LiftReservationsPage />;
  if (pathname === '/bike-park' || pathname === '/bike-park/') return <BikeParkPage />;
  return null;
}
