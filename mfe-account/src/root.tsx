import React, { Suspense } from 'react';
import { PageLoading, PageOutlet, useLocation } from '@resort/shared';
import { SessionSync } from './features/session/components/session-sync';
import { matchRoute } from '@resort/shared/routes';
import { ORDER_NUMBER_PATTERN } from '@resort/shared/constants';
import { ROUTES } from './routes';

const AccountPages = React.lazy(() => import('./pages'));

/**
 * Active on every page: keeps the session in sync everywhere and shows the account pages on their
 * paths, whose code is fetched only there.
 */
export function Root() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
  const found = matchRoute(ROUTES, path);
  const route = found?.page === 'order-details' && !ORDER_NUMBER_PATTERN.test(found.params.number) ? null : found;
  return (
    <>
      <SessionSync />
      {route ? (
        <PageOutlet id="account-page">
          <Suspense fallback={<PageLoading />}>
            <AccountPages route={route} path={path} pageKey={pathname} />
          </Suspense>
        </PageOutlet>
      ) : null}
    </>
  );
}
