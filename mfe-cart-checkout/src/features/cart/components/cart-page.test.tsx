import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GENERIC_API_ERROR, getEventBus, navigate, type CartEvent } from '@resort/shared';
import type { CartDto } from '../../../../contract';
import { cartDto } from '../../../../server/services/views';
import { itemRow, liftTicketQuote, makeCart, resetBus } from '../../../../test/fixtures/cart';
import { type ApiRoute, failBody, mockApi, okBody, renderInRemote } from '@resort/shared/testing';
import { CartPage } from './cart-page';

jest.mock('@resort/shared', () => ({ ...jest.requireActual('@resort/shared'), navigate: jest.fn() }));

const twoItems = () => makeCart([itemRow('i1', 2), itemRow('i2', 1)]);

/** GET /api/cart answers `cart`; other calls are answered by `other`. */
const withCart =
  (cart: CartDto, other: ApiRoute = () => undefined): ApiRoute =>
  (request, where) =>
    request.method === 'GET' && request.url === '/api/cart' ? okBody(cart) : other(request, where);

describe('cart page', () => {
  beforeEach(() => {
    resetBus();
    jest.resetAllMocks();
  });

  test('lists the items, their taxes and the total', async () => {
    mockApi(withCart(twoItems()));
    renderInRemote(<CartPage />);
    expect(await screen.findByTestId('cart-item-i1')).toHaveTextContent('Summit Peak 1-Day Lift Ticket');
    expect(screen.getByTestId('cart-item-i1')).toHaveTextContent('$258.00');
    expect(screen.getByTestId('cart-item-i2')).toBeInTheDocument();
    // 258.00 at 8.9% is 22.962 -> 22.96; 129.00 -> 11.481 -> 11.48; total 387.00 + 34.44.
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$421.44');
    expect(screen.getByText('$34.44')).toBeInTheDocument();
  });

  test('shows the empty cart state', async () => {
    mockApi(withCart(makeCart([])));
    renderInRemote(<CartPage />);
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.queryByTestId('checkout-button')).not.toBeInTheDocument();
  });

  test("shows 'Oops!' and the generic message when the cart cannot load", async () => {
    mockApi(() => failBody(GENERIC_API_ERROR, 500));
    renderInRemote(<CartPage />);
    expect(await screen.findByText('Oops!')).toBeInTheDocument();
    expect(screen.getByText(GENERIC_API_ERROR)).toBeInTheDocument();
  });

  test('removing an item updates the list and publishes the new count', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = mockApi(
      withCart(twoItems(), ({ url }) => (url === '/api/cart/remove/i2' ? okBody(makeCart([itemRow('i1', 2)])) : undefined)),
    );
    const seen: CartEvent[] = [];
    getEventBus().cart$.subscribe((e) => seen.push(e));
    renderInRemote(<CartPage />);
    const row = await screen.findByTestId('cart-item-i2');
    await user.click(within(row).getByRole('button', { name: /remove/i }));
    await waitFor(() => expect(screen.queryByTestId('cart-item-i2')).not.toBeInTheDocument());
    expect(sent('POST', '/api/cart/remove/i2')).toHaveLength(1);
    expect(seen.at(-1)).toMatchObject({ cartCount: 2, cartUrl: '/cart' });
  });

  test("an unknown promo code shows the spec's message", async () => {
    const user = userEvent.setup({ delay: null });
    const message = 'The promo code you submitted is invalid. Please enter a valid promo code.';
    mockApi(withCart(twoItems(), ({ url }) => (url === '/api/checkout/promo/NOPE' ? failBody(message) : undefined)));
    renderInRemote(<CartPage />);
    await user.type(await screen.findByLabelText('Promo code'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  test('a valid promo code shows the discount and the new total', async () => {
    const user = userEvent.setup({ delay: null });
    const discounted = makeCart([itemRow('i1', 1)], [], 'EARLYBIRD', 10);
    mockApi(
      withCart(makeCart([itemRow('i1', 1)]), ({ url }) => (url === '/api/checkout/promo/earlybird' ? okBody(discounted) : undefined)),
    );
    renderInRemote(<CartPage />);
    await user.type(await screen.findByLabelText('Promo code'), 'earlybird');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Promo EARLYBIRD')).toBeInTheDocument();
    // 129.00 - 12.90 = 116.10, tax 10.33 -> 126.43
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$126.43');
  });

  test('an applied promo code can be removed (Checkout POST remove promo code) and the full total comes back', async () => {
    const user = userEvent.setup({ delay: null });
    const discounted = makeCart([itemRow('i1', 1)], [], 'EARLYBIRD', 10);
    const full = makeCart([itemRow('i1', 1)]);
    const { sent } = mockApi(withCart(discounted, ({ url }) => (url === '/api/checkout/promo-remove' ? okBody(full) : undefined)));
    renderInRemote(<CartPage />);
    expect(await screen.findByTestId('applied-promo')).toHaveTextContent('EARLYBIRD');
    await user.click(screen.getByRole('button', { name: 'Remove promo code EARLYBIRD' }));
    expect(await screen.findByLabelText('Promo code')).toBeInTheDocument();
    expect(screen.queryByText('Promo EARLYBIRD')).not.toBeInTheDocument();
    // 129.00 + 11.48 tax
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$140.48');
    expect(sent('POST', '/api/checkout/promo-remove')).toHaveLength(1);
  });

  test('a signed-in buyer goes straight to checkout', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi(withCart(twoItems()));
    act(() => getEventBus().publishSession({ signedIn: true, user: { id: 'u', firstName: 'A', lastName: 'B', email: 'a@b.co' } }));
    renderInRemote(<CartPage />);
    await user.click(await screen.findByTestId('checkout-button'));
    expect(navigate).toHaveBeenCalledWith('/checkout');
    expect(screen.queryByTestId('checkout-choice')).not.toBeInTheDocument();
  });

  test('a guest chooses sign in, create account or continue as guest', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = mockApi(withCart(twoItems(), ({ url, body }) => (url === '/api/checkout/guest' ? okBody(body) : undefined)));
    renderInRemote(<CartPage />);
    await user.click(await screen.findByTestId('checkout-button'));
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in?returnUrl=%2Fcheckout');
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/create-account?returnUrl=%2Fcheckout');
    await user.click(screen.getByTestId('continue-as-guest'));
    expect(await screen.findByText('Required Field')).toBeInTheDocument();
    expect(sent('POST', '/api/checkout/guest')).toHaveLength(0);
    await user.type(screen.getByTestId('guest-email'), 'guest@example.com');
    await user.click(screen.getByTestId('continue-as-guest'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout'));
    expect(sent('POST', '/api/checkout/guest').map((r) => r.body)).toEqual([{ email: 'guest@example.com' }]);
  });

  test('a rental offers its damage waiver; ticking it asks the cart to toggle it and shows the charge the cart answers', async () => {
    const rental = { ...itemRow('r1', 2, liftTicketQuote({ title: 'Sport Ski Package', assignment: undefined })), line: 'rentals' };
    const waiverField = {
      key: 'damageWaiver',
      kind: 'acknowledge' as const,
      label: 'Add the damage waiver ($6.00 per renter per day)',
      perUnit: false,
      required: false,
    };
    const configure = (on: boolean) =>
      new Map([
        [
          'r1',
          { call: 'group-rental', fields: [waiverField], configuration: { item: on ? { damageWaiver: true } : {}, units: [] }, unmet: [] },
        ],
      ]);
    const without = cartDto({ id: 'cart-1', promoCode: null }, [rental], [], 0, configure(false));
    const withWaiver = cartDto(
      { id: 'cart-1', promoCode: null },
      [{ ...rental, quote: { ...rental.quote, charges: [{ name: 'Damage waiver', amount: 2400 }] } }],
      [],
      0,
      configure(true),
    );
    const toggles: string[] = [];
    mockApi(
      withCart(without, (request) => {
        if (request.url.startsWith('/api/cart/rental-damage-waiver')) {
          toggles.push(request.url);
          return okBody(withWaiver);
        }
        return undefined;
      }),
    );
    renderInRemote(<CartPage />);
    const box = await screen.findByRole('checkbox', { name: 'Add the damage waiver ($6.00 per renter per day)' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    expect(await screen.findByText('Damage waiver: $24.00')).toBeInTheDocument();
    expect(toggles).toEqual(['/api/cart/rental-damage-waiver?cartProductId=r1&isChecked=true']);
    expect(screen.getByRole('checkbox', { name: /damage waiver/ })).toBeChecked();
    // 258.00 + 24.00 at 8.9 %
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$307.10');
  });
});
