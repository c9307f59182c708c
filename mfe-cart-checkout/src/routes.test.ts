import { matchRoute } from '@resort/shared/routes';
import { describeRouteTable } from '@resort/shared/testing';
import { ROUTES } from './routes';

describeRouteTable('cart', ROUTES, {
  pages: [
    ['/cart', 'cart'],
    ['/cart/', 'cart'],
    ['/cart/gift-cards', 'gift-cards'],
    ['/checkout', 'checkout'],
    ['/checkout/confirmation/ORD-1', 'confirmation'],
  ],
  unknown: ['/cart/other', '/checkout/confirmation', '/carts'],
});

describe('the cart route table', () => {
  it('passes the decoded path parameter to the page', () => {
    expect(matchRoute(ROUTES, '/checkout/confirmation/ORD%2D7')?.params).toEqual({ orderNumber: 'ORD-7' });
  });
});
