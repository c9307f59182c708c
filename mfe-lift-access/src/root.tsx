import React from 'react';
import { useLocation } from '@resort/shared';
import { LiftTicketResults } from './features/lift-tickets/components/lift-ticket-results';
import { LiftTicketSearchPage } from './features/lift-tickets/components/lift-ticket-search-page';
import { PassListPage } from './features/passes/components/pass-list-page';
import { PassDetailPage } from './features/passes/components/pass-detail-page';
import { passIdFromPath } from './features/passes/model/pass-path';

/** The routes of the lift tickets and passes remote. */
export function Root() {
  const { pathname, search } = useLocation();
  if (pathname === '/lift-tickets' || pathname.startsWith('/lift-tickets/')) {
    return search.get('resort') && search.get('startDate') ? <LiftTicketResults /> : <LiftTicketSearchPage />;
  }
  const passId = passIdFromPath(pathname);
  if (passId) return <PassDetailPage id={passId} />;
  if (pathname === '/passes' || pathname === '/passes/') return <PassListPage />;
  return null;
}
