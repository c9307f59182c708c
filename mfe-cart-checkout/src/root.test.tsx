import { act, screen } from '@testing-library/react';
import { itemRow, makeCart, resetBus } from '../test/fixtures/cart';
import { type ApiRoutes, failBody, mockApi, okBody, renderInRemote } from '@resort/shared/testing';
import { Root } from './root';

const go = (path: string) => act(() => window.history.pushState({}, '', path));

describe('cart and checkout routes', () => {
  let sent: ApiRoutes['sent'];
  beforeEach(() => {
    resetBus();
    ({ sent } = mockApi(({ url }) => {
      if (url === '/api/cart/summary') return okBody({ CartCount: 0, cartId: null, cartUrl: '/cart' });
      if (url === '/api/cart') return okBody(makeCart([itemRow('i1', 1)]));
      if (url === '/api/checkout/review') return failBody('x', 500);
      return failBody('x', 404);
    }));
  });

  test('renders nothing but the dialog host away from its routes', async () => {
    go('/lift-tickets');
    renderInRemote(<Root />);
    await act(async () => undefined);
    expect(screen.queryByTestId('cart-page')).not.toBeInTheDocument();
    expect(sent('GET', '/api/cart/summary')).toHaveLength(1);
  });

  test('renders the cart page at /cart, inside the main area', async () => {
    go('/cart');
    const main = document.createElement('main');
    main.id = 'main-content';
    document.body.appendChild(main);
    renderInRemote(<Root />);
    expect(await screen.findByTestId('cart-page')).toBeInTheDocument();
    expect(main).toContainElement(screen.getByTestId('cart-page'));
    main.remove();
  });

  test('renders checkout at /checkout and the confirmation at /checkout/confirmation/:number', async () => {
    go('/checkout');
    const { unmount } = renderInRemote(<Root />);
    expect(await screen.findByTestId('checkout-page')).toBeInTheDocument();
    unmount();
    go('/checkout/confirmation/R-7K3F9Q2A');
    renderInRemote(<Root />);
    expect(await screen.findByRole('heading', { name: 'Thank you for your order' })).toBeInTheDocument();
    expect(sent('GET', '/api/checkout/orders/R-7K3F9Q2A')).toHaveLength(1);
  });
});
