import React, { Suspense } from 'react';
import { PageLoading, PageOutlet, useLocation } from '@resort/shared';
import { SessionSync } from './features/session/components/session-sync';
import { isAccountPage } from './routes';

const AccountPages = React.lazy(() => import('./pages'));

/**
 * Active on every page: keeps the session in sync everywhere and shows the account pages on their
 * paths, whose code is fetched only there.
 */
export function Root() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
  return (
    <>
      <SessionSync />
      {isAccountPage(path) ? (
        <PageOutlet id="account-page">
          <Suspense fallback={<PageLoading />}>
            <AccountPages path={path} pageKey={pathname} />
          </Suspense>
        </PageOutlet>
      ) : null}
    </>
  );
}
