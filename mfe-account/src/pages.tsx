import type React from 'react';
import type { RouteMatch } from '@resort/shared/routes';
import { AutoRenewPage } from './features/account-content/components/auto-renew-page';
import { SeasonPassTabPage } from './features/account-content/components/season-pass-tab-page';
import { AlertBanners } from './features/alerts/components/alert-banners';
import { MilitaryPage } from './features/military/components/military-page';
import { RequestsPage } from './features/requests/components/requests-page';
import { CreateAccountPage } from './features/create-account/components/create-account-page';
import { OrdersPage } from './features/orders/components/orders-page';
import { AccountPage } from './features/profile/components/account-page';
import { ForgotPasswordPage } from './features/sign-in/components/forgot-password-page';
import { SignInPage } from './features/sign-in/components/sign-in-page';
import { OutboxPage } from './features/dev-outbox/components/outbox-page';
import { PassHolderCreditsPage } from './features/pass-holder-credits/components/pass-holder-credits-page';
import { HouseholdPage } from './features/household/components/household-page';
import { OrderDetailsPage } from './features/orders/components/order-details-page';
import { ForgotUsernamePage } from './features/password-reset/components/forgot-username-page';
import { ResetPasswordPage } from './features/password-reset/components/reset-password-page';
import { EditProfilePage } from './features/profile/components/edit-profile-page';
import { PreferencesPage } from './features/preferences/components/preferences-page';
import { RentalProfilesPage } from './features/rental-profiles/components/rental-profiles-page';
import { ReservationsPage } from './features/reservations/components/reservations-page';
import { NewsletterPage } from './features/newsletter/components/newsletter-page';
import type { AccountPage as AccountPageName } from './routes';

const PAGES: Record<Exclude<AccountPageName, 'order-details'>, () => React.JSX.Element> = {
  'sign-in': SignInPage,
  'forgot-password': ForgotPasswordPage,
  'create-account': CreateAccountPage,
  account: AccountPage,
  'forgot-username': ForgotUsernamePage,
  'reset-password': ResetPasswordPage,
  orders: OrdersPage,
  profile: EditProfilePage,
  household: HouseholdPage,
  preferences: PreferencesPage,
  reservations: ReservationsPage,
  'rental-profiles': RentalProfilesPage,
  credits: PassHolderCreditsPage,
  'season-pass': SeasonPassTabPage,
  'auto-renew': AutoRenewPage,
  military: MilitaryPage,
  requests: RequestsPage,
  outbox: OutboxPage,
  newsletter: NewsletterPage,
};

/** The page the route table found: a fixed one, or an order's details. */
function pageFor(route: RouteMatch<AccountPageName>, key: string): React.JSX.Element {
  if (route.page === 'order-details') return <OrderDetailsPage key={key} number={route.params.number} />;
  const Fixed = PAGES[route.page];
  return <Fixed key={key} />;
}

/**
 * The account pages, loaded only on their paths: under the sitewide alert and, in the account
 * area, the account alert.
 */
export default function AccountPages({ route, path, pageKey }: { route: RouteMatch<AccountPageName>; path: string; pageKey: string }) {
  return (
    <>
      <AlertBanners accountArea={path === '/account' || path.startsWith('/account/')} />
      {pageFor(route, pageKey)}
    </>
  );
}
