import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GENERIC_API_ERROR } from '@resort/shared';
import type { ReviewDto } from '../../../../contract';
import { itemRow, makeCart, resetBus } from '../../../../test/fixtures/cart';
import { failBody, mockApi, okBody, renderInRemote, testBillingAddress } from '@resort/shared/testing';
import { CheckoutPage } from './checkout-page';

jest.mock('@resort/shared', () => ({ ...jest.requireActual('@resort/shared'), navigate: jest.fn() }));

const address = testBillingAddress;
const review = (items = [itemRow('i1', 1)]): ReviewDto => ({
  cart: makeCart(items),
  email: 'avery@example.com',
  address,
  payment: null,
  missing: [],
  ready: false,
});

describe('checkout page', () => {
  beforeEach(() => {
    resetBus();
    jest.resetAllMocks();
  });

  test('walks through configure products, address and payment, then review', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi(({ url, body }) => {
      if (url === '/api/checkout/review') return okBody(review());
      if (url === '/api/cart/assign-traveler') return okBody(body);
      if (url === '/api/checkout/product-configuration-complete') return okBody({ complete: true, missing: [] });
      if (url === '/api/checkout/address') return okBody({ address });
      if (url === '/api/checkout/payment') return okBody({ token: 'tok_test_ok_x', last4: '4242', brand: 'Visa' });
      return undefined;
    });
    renderInRemote(<CheckoutPage />);

    expect(await screen.findByRole('heading', { name: '1. Configure products' })).toBeInTheDocument();
    // The first step is where the page opens: its heading does not take the focus.
    expect(screen.getByRole('heading', { name: '1. Configure products' })).not.toHaveFocus();
    await user.type(screen.getByTestId('assign-i1-0-first'), 'Avery');
    await user.type(screen.getByTestId('assign-i1-0-last'), 'Lane');
    await user.type(screen.getByTestId('assign-i1-0-dob'), '03/14/1990');
    await user.click(screen.getByTestId('save-travelers'));

    expect(await screen.findByRole('heading', { name: '2. Address and payment' })).toBeInTheDocument();
    // Checkout moved on: focus is on the new step's heading, not lost with the button that is gone.
    expect(screen.getByRole('heading', { name: '2. Address and payment' })).toHaveFocus();
    await waitFor(() => expect(screen.getByTestId('billing-line1')).toHaveValue('1 Chairlift Way'));
    await user.type(screen.getByTestId('card-number'), '4242424242424242');
    await user.type(screen.getByTestId('card-name'), 'Avery Lane');
    await user.selectOptions(screen.getByTestId('card-exp-month'), '12');
    await user.selectOptions(screen.getByTestId('card-exp-year'), String(new Date().getFullYear() + 1));
    await user.type(screen.getByTestId('card-cvc'), '123');
    await user.click(screen.getByTestId('continue-to-review'));

    expect(await screen.findByRole('heading', { name: '3. Review order' })).toBeInTheDocument();
    expect(screen.getByTestId('complete-purchase')).toBeInTheDocument();
    expect(screen.getByText(/Visa ending in 4242/)).toBeInTheDocument();
  }, 30000);

  test('an empty cart sends the buyer back to the cart', async () => {
    mockApi(({ url }) => (url === '/api/checkout/review' ? okBody(review([])) : undefined));
    renderInRemote(<CheckoutPage />);
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
  });

  test("a failed load shows 'Oops!'", async () => {
    mockApi(() => failBody(GENERIC_API_ERROR, 500));
    renderInRemote(<CheckoutPage />);
    expect(await screen.findByText('Oops!')).toBeInTheDocument();
    expect(screen.getByText(GENERIC_API_ERROR)).toBeInTheDocument();
  });
});
