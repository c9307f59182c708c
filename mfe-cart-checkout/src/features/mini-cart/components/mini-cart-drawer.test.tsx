import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus, navigate } from '@resort/shared';
import { mockApi, okBody, renderInRemote } from '@resort/shared/testing';
import { itemRow, makeCart, resetBus } from '../../../../test/fixtures/cart';
import { AddToCartDialog } from '../../add-to-cart-dialog/components/add-to-cart-dialog';
import { MINI_CART_FLAG_KEY, miniCartEnabled } from '../model/mini-cart-flag';

jest.mock('@resort/shared', () => ({ ...jest.requireActual('@resort/shared'), navigate: jest.fn() }));

const publishAdded = () =>
  act(() => {
    getEventBus().publishCartItemsAdded({ cartUrl: '/cart', items: [{ id: 'i1', sku: 'LT-1', description: 'Adult (19-64)' }] });
  });

describe('mini cart drawer', () => {
  beforeEach(() => {
    resetBus();
    sessionStorage.clear();
    jest.mocked(navigate).mockReset();
  });

  test('the flag is off by default, turned on by ?miniCart=1 for the tab and off by ?miniCart=0', () => {
    const at = (search: string) => ({ location: { search } as Location, sessionStorage });
    expect(miniCartEnabled(at(''))).toBe(false);
    expect(miniCartEnabled(at('?miniCart=1'))).toBe(true);
    expect(miniCartEnabled(at(''))).toBe(true);
    expect(miniCartEnabled(at('?miniCart=0'))).toBe(false);
  });

  test('with the flag on, an add opens the drawer with the items, the total and Checkout', async () => {
    const user = userEvent.setup({ delay: null });
    sessionStorage.setItem(MINI_CART_FLAG_KEY, '1');
    mockApi((r) => (r.url === '/api/cart' ? okBody(makeCart([itemRow('i1', 1)])) : undefined));
    renderInRemote(<AddToCartDialog />);
    publishAdded();
    const drawer = await screen.findByRole('dialog', { name: 'Added to your cart' });
    expect(drawer).toHaveAttribute('data-testid', 'mini-cart');
    expect(await screen.findByTestId('mini-cart-total')).toHaveTextContent('$140.48');
    expect(drawer).toHaveTextContent('Summit Peak 1-Day Lift Ticket');
    expect(screen.queryByTestId('add-to-cart-dialog')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('mini-cart-checkout'));
    expect(navigate).toHaveBeenCalledWith('/cart');
    expect(screen.queryByTestId('mini-cart')).not.toBeInTheDocument();
  });

  test('without the flag the add-to-cart dialog opens as before', async () => {
    renderInRemote(<AddToCartDialog />);
    publishAdded();
    expect(await screen.findByTestId('add-to-cart-dialog')).toBeInTheDocument();
    expect(screen.queryByTestId('mini-cart')).not.toBeInTheDocument();
  });
});
