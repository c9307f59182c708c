import React from 'react';
import { act, render, screen } from '@testing-library/react';
import { fail, itemRow, makeCart, ok, resetBus } from '../test/fixtures/cart';
import { getCart } from './features/cart/api/get-cart';
import { getCartSummary } from './features/cart/api/get-cart-summary';
import { getReview } from './features/checkout/api/get-review';
import { getOrder } from './features/checkout/api/get-order';
import { Root } from './root';

jest.mock('./features/cart/api/get-cart');
jest.mock('./features/cart/api/get-cart-summary');
jest.mock('./features/checkout/api/get-review');
jest.mock('./features/checkout/api/get-order');

const go = (path: string) => act(() => window.history.pushState({}, '', path));

describe('cart and checkout routes', () => {
  beforeEach(() => {
    resetBus();
    jest.resetAllMocks();
    jest.mocked(getCartSummary).mockResolvedValue(ok({ CartCount: 0, cartId: null, cartUrl: '/cart' }));
    jest.mocked(getCart).mockResolvedValue(ok(makeCart([itemRow('i1', 1)])));
    jest.mocked(getReview).mockResolvedValue(fail('x', 500));
    jest.mocked(getOrder).mockResolvedValue(fail('x', 404));
  });

  test('renders nothing but the dialog host away from its routes', async () => {
    go('/lift-tickets');
    render(<Root />);
    await act(async () => undefined);
    expect(screen.queryByTestId('cart-page')).not.toBeInTheDocument();
    expect(getCartSummary).toHaveBeenCalled();
  });

  test('renders the cart page at /cart, inside the main area', async () => {
    go('/cart');
    const main = document.createElement('main');
    main.id = 'main-content';
    document.body.appendChild(main);
    render(<Root />);
    expect(await screen.findByTestId('cart-page')).toBeInTheDocument();
    expect(main).toContainElement(screen.getByTestId('cart-page'));
    main.remove();
  });

  test('renders checkout at /checkout and the confirmation at /checkout/confirmation/:number', async () => {
    go('/checkout');
    const { unmount } = render(<Root />);
    expect(await screen.findByTestId('checkout-page')).toBeInTheDocument();
    unmount();
    go('/checkout/confirmation/R-7K3F9Q2A');
    render(<Root />);
    expect(await screen.findByRole('heading', { name: 'Thank you for your order' })).toBeInTheDocument();
    expect(getOrder).toHaveBeenCalledWith('R-7K3F9Q2A');
  });
});
