import React from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GENERIC_API_ERROR, getEventBus, navigate, type CartEvent } from '@resort/shared';
import { fail, itemRow, makeCart, ok, resetBus } from '../../../../test/fixtures/cart';
import { applyPromoCode } from '../api/apply-promo-code';
import { continueAsGuest } from '../api/continue-as-guest';
import { getCart } from '../api/get-cart';
import { removeCartItem } from '../api/remove-cart-item';
import { CartPage } from './cart-page';

jest.mock('@resort/shared', () => ({ ...jest.requireActual('@resort/shared'), navigate: jest.fn() }));
jest.mock('../api/get-cart');
jest.mock('../api/remove-cart-item');
jest.mock('../api/apply-promo-code');
jest.mock('../api/continue-as-guest');

const twoItems = () => makeCart([itemRow('i1', 2), itemRow('i2', 1)]);

describe('cart page', () => {
  beforeEach(() => {
    resetBus();
    jest.resetAllMocks();
  });

  test('lists the items, their taxes and the total', async () => {
    jest.mocked(getCart).mockResolvedValue(ok(twoItems()));
    render(<CartPage />);
    expect(await screen.findByTestId('cart-item-i1')).toHaveTextContent('Summit Peak 1-Day Lift Ticket');
    expect(screen.getByTestId('cart-item-i1')).toHaveTextContent('$258.00');
    expect(screen.getByTestId('cart-item-i2')).toBeInTheDocument();
    // 258.00 at 8.9% is 22.962 -> 22.96; 129.00 -> 11.481 -> 11.48; total 387.00 + 34.44.
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$421.44');
    expect(screen.getByText('$34.44')).toBeInTheDocument();
  });

  test('shows the empty cart state', async () => {
    jest.mocked(getCart).mockResolvedValue(ok(makeCart([])));
    render(<CartPage />);
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.queryByTestId('checkout-button')).not.toBeInTheDocument();
  });

  test("shows 'Oops!' and the generic message when the cart cannot load", async () => {
    jest.mocked(getCart).mockResolvedValue(fail(GENERIC_API_ERROR, 500));
    render(<CartPage />);
    expect(await screen.findByText('Oops!')).toBeInTheDocument();
    expect(screen.getByText(GENERIC_API_ERROR)).toBeInTheDocument();
  });

  test('removing an item updates the list and publishes the new count', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(getCart).mockResolvedValue(ok(twoItems()));
    jest.mocked(removeCartItem).mockResolvedValue(ok(makeCart([itemRow('i1', 2)])));
    const seen: CartEvent[] = [];
    getEventBus().cart$.subscribe((e) => seen.push(e));
    render(<CartPage />);
    const row = await screen.findByTestId('cart-item-i2');
    await user.click(within(row).getByRole('button', { name: /remove/i }));
    await waitFor(() => expect(screen.queryByTestId('cart-item-i2')).not.toBeInTheDocument());
    expect(removeCartItem).toHaveBeenCalledWith('i2');
    expect(seen.at(-1)).toMatchObject({ cartCount: 2, cartUrl: '/cart' });
  });

  test("an unknown promo code shows the spec's message", async () => {
    const user = userEvent.setup({ delay: null });
    const message = 'The promo code you submitted is invalid. Please enter a valid promo code.';
    jest.mocked(getCart).mockResolvedValue(ok(twoItems()));
    jest.mocked(applyPromoCode).mockResolvedValue(fail(message));
    render(<CartPage />);
    await user.type(await screen.findByLabelText('Promo code'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  test('a valid promo code shows the discount and the new total', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(getCart).mockResolvedValue(ok(makeCart([itemRow('i1', 1)])));
    jest.mocked(applyPromoCode).mockResolvedValue(ok(makeCart([itemRow('i1', 1)], [], 'EARLYBIRD', 10)));
    render(<CartPage />);
    await user.type(await screen.findByLabelText('Promo code'), 'earlybird');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Promo EARLYBIRD')).toBeInTheDocument();
    // 129.00 - 12.90 = 116.10, tax 10.33 -> 126.43
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$126.43');
  });

  test('a signed-in buyer goes straight to checkout', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(getCart).mockResolvedValue(ok(twoItems()));
    act(() => getEventBus().publishSession({ signedIn: true, user: { id: 'u', firstName: 'A', lastName: 'B', email: 'a@b.co' } }));
    render(<CartPage />);
    await user.click(await screen.findByTestId('checkout-button'));
    expect(navigate).toHaveBeenCalledWith('/checkout');
    expect(screen.queryByTestId('checkout-choice')).not.toBeInTheDocument();
  });

  test('a guest chooses sign in, create account or continue as guest', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(getCart).mockResolvedValue(ok(twoItems()));
    jest.mocked(continueAsGuest).mockResolvedValue(ok({ email: 'guest@example.com' }));
    render(<CartPage />);
    await user.click(await screen.findByTestId('checkout-button'));
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in?returnUrl=%2Fcheckout');
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/create-account?returnUrl=%2Fcheckout');
    await user.click(screen.getByTestId('continue-as-guest'));
    expect(await screen.findByText('Required Field')).toBeInTheDocument();
    expect(continueAsGuest).not.toHaveBeenCalled();
    await user.type(screen.getByTestId('guest-email'), 'guest@example.com');
    await user.click(screen.getByTestId('continue-as-guest'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout'));
    expect(continueAsGuest).toHaveBeenCalledWith('guest@example.com');
  });
});
