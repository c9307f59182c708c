import { matchRoute } from '@resort/shared/routes';
import { ROUTES } from './routes';

describe('the account route table', () => {
  it.each([
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
  ])('%s is the %s page', (path, page) => {
    expect(matchRoute(ROUTES, path)?.page).toBe(page);
  });

  it.each(['/account/other', '/sign-in/other', '/lift-tickets'])('%s is none of its pages', (path) => {
    expect(matchRoute(ROUTES, path)).toBeNull();
  });

  it('passes the decoded path parameter to the page', () => {
    expect(matchRoute(ROUTES, '/account/orders/ORD-9')?.params).toEqual({ number: 'ORD-9' });
  });
});
