import React from 'react';
import { useLocation } from '@resort/shared';
import { PageOutlet } from './components/page-outlet';
import { CreateAccountPage } from './features/create-account/components/create-account-page';
import { OrdersPage } from './features/orders/components/orders-page';
import { AccountPage } from './features/profile/components/account-page';
import { SessionSync } from './features/session/components/session-sync';
import { ForgotPasswordPage } from './features/sign-in/components/forgot-password-page';
import { SignInPage } from './features/sign-in/components/sign-in-page';

const PAGES: Record<string, () => React.JSX.Element> = {
  '/sign-in': SignInPage,
  '/sign-in/forgot-password': ForgotPasswordPage,
  '/create-account': CreateAccountPage,
  '/account': AccountPage,
  '/account/orders': OrdersPage,
};

/** Active on every page: keeps the session in sync everywhere and shows the account pages on their paths. */
export function Root() {
  const { pathname } = useLocation();
  const Page = PAGES[pathname.replace(/\/+$/, '') || '/'];
  return (
    <>
      <SessionSync />
      {Page ? (
        <PageOutlet>
          <Page key={pathname} />
        </PageOutlet>
      ) : null}
    </>
  );
}
