import { matchRoute } from '@resort/shared/routes';
import { ROUTES } from './routes';

describe('the cart route table', () => {
  it.each([
    ['/cart', 'cart'],
    ['/cart/', 'cart'],
    ['/cart/gift-cards', 'gift-cards'],
    ['/checkout', 'checkout'],
    ['/checkout/confirmation/ORD-1', 'confirmation'],
  ])('%s is the %s page', (path, page) => {
    expect(matchRoute(ROUTES, path)?.page).toBe(page);
  });

  it.each(['/cart/other', '/checkout/confirmation', '/carts'])('%s is none of its pages', (path) => {
    expect(matchRoute(ROUTES, path)).toBeNull();
  });

  it('passes the decoded path parameter to the page', () => {
    expect(matchRoute(ROUTES, '/checkout/confirmation/ORD%2D7')?.params).toEqual({ orderNumber: 'ORD-7' });
  });
});
