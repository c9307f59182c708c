import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus, navigate } from '@resort/shared';
import { resetBus } from '../../../../test/fixtures/cart';
import { AddToCartDialog } from './add-to-cart-dialog';

jest.mock('@resort/shared', () => ({ ...jest.requireActual('@resort/shared'), navigate: jest.fn() }));

const publishAdded = () =>
  act(() => {
    getEventBus().publishCartItemsAdded({
      cartUrl: '/cart',
      items: [
        { id: 'a', sku: 'LT-1', description: 'Adult (19-64)', date: '12/20/2026', duration: '1 day', quantity: 2 },
        { id: 'b', sku: 'RN-1', description: 'Performance ski package', pickUpDate: '12/19/2026', returnDate: '12/22/2026' },
      ],
    });
  });

describe('add-to-cart dialog', () => {
  beforeEach(() => {
    resetBus();
    jest.mocked(navigate).mockReset();
  });

  test('stays closed until items are added', () => {
    render(<AddToCartDialog />);
    expect(screen.queryByTestId('add-to-cart-dialog')).not.toBeInTheDocument();
  });

  test('shows the success title and the added items with their dates', async () => {
    render(<AddToCartDialog />);
    publishAdded();
    expect(await screen.findByRole('dialog', { name: 'Added to your cart' })).toBeInTheDocument();
    const dialog = screen.getByTestId('add-to-cart-dialog');
    expect(dialog).toHaveTextContent('Adult (19-64)');
    expect(dialog).toHaveTextContent('Date: 12/20/2026');
    expect(dialog).toHaveTextContent('Duration: 1 day');
    expect(dialog).toHaveTextContent('Pick up: 12/19/2026');
    expect(dialog).toHaveTextContent('Return: 12/22/2026');
    expect(screen.getByTestId('dialog-checkout')).toHaveAttribute('href', '/cart');
  });

  test("'Continue Shopping' closes it", async () => {
    const user = userEvent.setup({ delay: null });
    render(<AddToCartDialog />);
    publishAdded();
    await user.click(await screen.findByTestId('continue-shopping'));
    expect(screen.queryByTestId('add-to-cart-dialog')).not.toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  test("'Checkout' goes to the cart URL", async () => {
    const user = userEvent.setup({ delay: null });
    render(<AddToCartDialog />);
    publishAdded();
    await user.click(await screen.findByTestId('dialog-checkout'));
    expect(navigate).toHaveBeenCalledWith('/cart');
    expect(screen.queryByTestId('add-to-cart-dialog')).not.toBeInTheDocument();
  });
});
