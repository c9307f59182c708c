import React, { Suspense } from 'react';
import { useLocation } from '@resort/shared';
import styled from 'styled-components';
import { PageOutlet } from './components/page-outlet';
import { SessionSync } from './features/session/components/session-sync';
import { isAccountPage } from './routes';

const AccountPages = React.lazy(() => import('./pages'));

/** Holds the page's place while its code arrives, so what follows does not jump. */
const PageLoading = styled.p`
  min-height: 60vh;
  margin: 0;
  padding: 24px 0;
`;

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
        <PageOutlet>
          <Suspense fallback={<PageLoading role="status">Loading…</PageLoading>}>
            <AccountPages path={path} pageKey={pathname} />
          </Suspense>
        </PageOutlet>
      ) : null}
    </>
  );
}
