import type React from 'react';
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
import { ORDER_DETAILS, type AccountPagePath } from './routes';

const PAGES: Record<AccountPagePath, () => React.JSX.Element> = {
  '/sign-in': SignInPage,
  '/sign-in/forgot-password': ForgotPasswordPage,
  '/create-account': CreateAccountPage,
  '/account': AccountPage,
  '/sign-in/forgot-username': ForgotUsernamePage,
  '/sign-in/reset-password': ResetPasswordPage,
  '/account/orders': OrdersPage,
  '/account/profile': EditProfilePage,
  '/account/household': HouseholdPage,
  '/account/preferences': PreferencesPage,
  '/account/reservations': ReservationsPage,
  '/account/rental-profiles': RentalProfilesPage,
  '/account/credits': PassHolderCreditsPage,
  '/account/season-pass': SeasonPassTabPage,
  '/account/auto-renew': AutoRenewPage,
  '/account/military': MilitaryPage,
  '/account/requests': RequestsPage,
  '/account/dev/outbox': OutboxPage,
  '/account/newsletter': NewsletterPage,
};

/** The page for a path: a fixed one, or an order's details. */
function pageFor(path: string, key: string): React.JSX.Element | null {
  const Fixed = PAGES[path as AccountPagePath];
  if (Fixed) return <Fixed key={key} />;
  const order = ORDER_DETAILS.exec(path);
  return order ? <OrderDetailsPage key={key} number={order[1]} /> : null;
}

/**
 * The account pages, loaded only on their paths: under the sitewide alert and, in the account
 * area, the account alert.
 */
export default function AccountPages({ path, pageKey }: { path: string; pageKey: string }) {
  return (
    <>
      <AlertBanners accountArea={path === '/account' || path.startsWith('/account/')} />
      {pageFor(path, pageKey)}
    </>
  );
}
