import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus, navigate, type CartEvent } from '@resort/shared';
import type { ReviewDto } from '../../../../contract';
import { itemRow, makeCart, resetBus } from '../../../../test/fixtures/cart';
import { deferred, failBody, mockApi, okBody, renderInRemote, testBillingAddress } from '@resort/shared/testing';
import { ReviewStep } from './review-step';

jest.mock('@resort/shared', () => ({ ...jest.requireActual('@resort/shared'), navigate: jest.fn() }));

const COMPLETE = '/api/checkout/complete';

const TERMS = 'Please accept the terms and conditions to complete your purchase.';
const card = { token: 'tok_test_ok_x', last4: '4242', brand: 'Visa' };

const review = (missing: ReviewDto['missing'] = [{ message: TERMS }]): ReviewDto => ({
  cart: makeCart([itemRow('i1', 1)], [{ cartItemId: 'i1', unitIndex: 0, firstName: 'Avery', lastName: 'Lane', dateOfBirth: '1990-03-14' }]),
  email: 'avery@example.com',
  address: testBillingAddress,
  payment: { last4: '4242', brand: 'Visa' },
  missing,
  ready: false,
});

describe('review order step', () => {
  beforeEach(() => {
    resetBus();
    jest.resetAllMocks();
  });

  test('shows the lines, travelers, taxes, total and the card', () => {
    renderInRemote(<ReviewStep review={review()} card={card} onChangePayment={jest.fn()} />);
    expect(screen.getByTestId('cart-item-i1')).toHaveTextContent('Summit Peak 1-Day Lift Ticket');
    expect(screen.getByText('For: Avery Lane')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$140.48');
    expect(screen.getByText(/Visa ending in 4242/)).toBeInTheDocument();
    expect(screen.getByText('Transaction may take up to a minute.')).toBeInTheDocument();
  });

  test("'Please accept the terms and conditions to complete your purchase.' until the box is ticked", async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = mockApi(() => undefined);
    renderInRemote(<ReviewStep review={review()} card={card} onChangePayment={jest.fn()} />);
    await user.click(screen.getByTestId('complete-purchase'));
    expect(screen.getByText(TERMS)).toBeInTheDocument();
    expect(sent('POST', COMPLETE)).toHaveLength(0);
  });

  test("a unit without a traveler blocks the purchase with 'Select a Traveler'", () => {
    renderInRemote(
      <ReviewStep
        review={review([{ message: 'Select a Traveler', itemId: 'i1', unitIndex: 0 }])}
        card={card}
        onChangePayment={jest.fn()}
      />,
    );
    expect(screen.getByText('Select a Traveler')).toBeInTheDocument();
    expect(screen.getByTestId('complete-purchase')).toBeDisabled();
  });

  test('completing disables the button while submitting, then publishes an empty cart and shows the confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    const charge = deferred();
    const { sent } = mockApi(({ url }) => (url === COMPLETE ? charge.promise : undefined));
    const seen: CartEvent[] = [];
    getEventBus().cart$.subscribe((e) => seen.push(e));
    renderInRemote(<ReviewStep review={review()} card={card} onChangePayment={jest.fn()} />);
    await user.click(screen.getByTestId('accept-terms'));
    await user.click(screen.getByTestId('complete-purchase'));
    // The charge is held open until answered below: the page is still submitting.
    expect(await screen.findByTestId('loading-overlay')).toBeInTheDocument();
    expect(screen.getByTestId('complete-purchase')).toBeDisabled();
    charge.answer(okBody({ orderNumber: 'R-7K3F9Q2A', orderId: 'o1' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout/confirmation/R-7K3F9Q2A'));
    expect(sent('POST', COMPLETE).map((r) => r.body)).toEqual([{ paymentToken: 'tok_test_ok_x', acceptTerms: true }]);
    expect(seen.at(-1)).toMatchObject({ cartCount: 0 });
  });

  test('a declined card shows the decline message and keeps the buyer on the page', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi(({ url }) => (url === COMPLETE ? failBody('Your card was declined.', 402) : undefined));
    renderInRemote(<ReviewStep review={review()} card={card} onChangePayment={jest.fn()} />);
    await user.click(screen.getByTestId('accept-terms'));
    await user.click(screen.getByTestId('complete-purchase'));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByTestId('complete-purchase')).toBeEnabled();
  });

  test('an item that is no longer available is removed with a notice and the order is shown again', async () => {
    const user = userEvent.setup({ delay: null });
    const notice = 'Summit Peak 1-Day Lift Ticket is no longer available and has been removed from your order.';
    mockApi(({ url }) => (url === COMPLETE ? failBody(notice, 409) : undefined));
    const onOrderChanged = jest.fn();
    renderInRemote(<ReviewStep review={review()} card={card} onChangePayment={jest.fn()} onOrderChanged={onOrderChanged} />);
    await user.click(screen.getByTestId('accept-terms'));
    await user.click(screen.getByTestId('complete-purchase'));
    expect(await screen.findByText(notice)).toBeInTheDocument();
    expect(onOrderChanged).toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});
