import { matchRoute } from '@resort/shared/routes';
import { describeRouteTable } from '@resort/shared/testing';
import { ROUTES } from './routes';

describeRouteTable('account', ROUTES, {
  pages: [
    ['/sign-in', 'sign-in'],
    ['/sign-in/forgot-password', 'forgot-password'],
    ['/sign-in/forgot-username', 'forgot-username'],
    ['/sign-in/reset-password', 'reset-password'],
    ['/create-account', 'create-account'],
    ['/account', 'account'],
    ['/account/orders', 'orders'],
    ['/account/orders/ORD-1', 'order-details'],
    ['/account/profile', 'profile'],
    ['/account/household', 'household'],
    ['/account/preferences', 'preferences'],
    ['/account/reservations', 'reservations'],
    ['/account/rental-profiles', 'rental-profiles'],
    ['/account/credits', 'credits'],
    ['/account/season-pass', 'season-pass'],
    ['/account/auto-renew', 'auto-renew'],
    ['/account/military', 'military'],
    ['/account/requests', 'requests'],
    ['/account/dev/outbox', 'outbox'],
    ['/account/newsletter', 'newsletter'],
  ],
  unknown: ['/account/other', '/sign-in/other', '/lift-tickets'],
});

describe('the account route table', () => {
  it('passes the decoded path parameter to the page', () => {
    expect(matchRoute(ROUTES, '/account/orders/ORD-9')?.params).toEqual({ number: 'ORD-9' });
  });
});
