import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, failBody, mockApi, okBody, renderInRemote, testBillingAddress } from '@resort/shared/testing';
import { itemRow, liftTicketQuote, makeCart } from '../../../../test/fixtures/cart';
import { TRAVEL_INSURANCE_REQUIRED } from '../../../../contract';
import { PaymentStep } from './payment-step';

const address = testBillingAddress;

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(screen.getByTestId('card-number'), number);
  await user.type(screen.getByTestId('card-name'), 'Avery Lane');
  await user.selectOptions(screen.getByTestId('card-exp-month'), '12');
  await user.selectOptions(screen.getByTestId('card-exp-year'), String(new Date().getFullYear() + 2));
  await user.type(screen.getByTestId('card-cvc'), '123');
}

describe('address and payment step', () => {
  test("empty fields show 'Required Field' and nothing is sent", async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = mockApi(() => undefined);
    renderInRemote(<PaymentStep address={null} email="guest@example.com" onDone={jest.fn()} />);
    expect(screen.getByTestId('billing-email')).toHaveValue('guest@example.com');
    await user.click(screen.getByTestId('continue-to-review'));
    expect(screen.getAllByText('Required Field').length).toBeGreaterThanOrEqual(10);
    expect(sent('POST', '/api/checkout/address')).toHaveLength(0);
    expect(sent('POST', '/api/checkout/payment')).toHaveLength(0);
  });

  test('saves the address, tokenizes the card and hands back only the token', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = mockApi(({ url }) => {
      if (url === '/api/checkout/address') return okBody({ address });
      if (url === '/api/checkout/payment') return okBody({ token: 'tok_test_ok_x', last4: '4242', brand: 'Visa' });
      return undefined;
    });
    const onDone = jest.fn();
    renderInRemote(<PaymentStep address={address} email={null} onDone={onDone} />);
    await fillCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByTestId('continue-to-review'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ token: 'tok_test_ok_x', last4: '4242', brand: 'Visa' }));
    expect(sent('POST', '/api/checkout/address').map((r) => r.body)).toEqual([address]);
    expect(sent('POST', '/api/checkout/payment')[0].body).toMatchObject({ cardNumber: '4242424242424242', expMonth: 12, cvc: '123' });
  });

  test("an invalid card shows the gateway's message and does not continue", async () => {
    const user = userEvent.setup({ delay: null });
    mockApi(({ url }) => {
      if (url === '/api/checkout/address') return okBody({ address });
      if (url === '/api/checkout/payment') return failBody('Your card number is invalid.');
      return undefined;
    });
    const onDone = jest.fn();
    renderInRemote(<PaymentStep address={address} email={null} onDone={onDone} />);
    await fillCard(user, '4242 4242 4242 4241');
    await user.click(screen.getByTestId('continue-to-review'));
    expect(await screen.findByText('Your card number is invalid.')).toBeInTheDocument();
    expect(screen.getByText('Oops!')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  test('shows the test cards hint', () => {
    renderInRemote(<PaymentStep address={null} email={null} onDone={jest.fn()} />);
    expect(screen.getByText(/4242 4242 4242 4242 is approved/)).toBeInTheDocument();
  });

  test('travel insurance, when offered, must be answered before review; resort charge is sent as chosen', async () => {
    const user = userEvent.setup({ delay: null });
    const cart = makeCart([itemRow('s1', 1, liftTicketQuote({ unitPrice: 20050, travelInsurable: true }))]);
    const { sent } = mockApi(({ url }) => {
      if (url === '/api/checkout/address') return okBody({ address, suggestion: null });
      if (url === '/api/checkout/payment') return okBody({ token: 'tok_test_ok_x', last4: '4242', brand: 'Visa' });
      if (url.startsWith('/api/cart/travel-insurance'))
        return okBody({ ...cart, travelInsurance: { ...cart.travelInsurance, chosen: false } });
      if (url.startsWith('/api/cart/resort-charge')) return okBody({ ...cart, resortCharge: true });
      return undefined;
    });
    const onDone = jest.fn();
    renderInRemote(<PaymentStep address={address} email={null} cart={cart} onDone={onDone} />);
    await fillCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByTestId('continue-to-review'));
    expect(screen.getByText(TRAVEL_INSURANCE_REQUIRED)).toBeInTheDocument();
    expect(sent('POST', '/api/checkout/payment')).toHaveLength(0);

    await user.click(screen.getByLabelText('No, I decline travel insurance'));
    await user.click(screen.getByLabelText(/Enroll in resort charge/));
    await waitFor(() => expect(sent('POST', '/api/cart/resort-charge?isChecked=true')).toHaveLength(1));
    expect(sent('POST', '/api/cart/travel-insurance?isChecked=false')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText(TRAVEL_INSURANCE_REQUIRED)).not.toBeInTheDocument());
    await user.click(screen.getByTestId('continue-to-review'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  test('Continue right after a travel insurance pick goes on while the pick is still being saved', async () => {
    const user = userEvent.setup({ delay: null });
    const cart = makeCart([itemRow('s1', 1, liftTicketQuote({ unitPrice: 20050, travelInsurable: true }))]);
    const insurance = deferred();
    mockApi(({ url }) => {
      if (url === '/api/checkout/address') return okBody({ address, suggestion: null });
      if (url === '/api/checkout/payment') return okBody({ token: 'tok_test_ok_x', last4: '4242', brand: 'Visa' });
      if (url.startsWith('/api/cart/travel-insurance')) return insurance.promise;
      return undefined;
    });
    const onDone = jest.fn();
    renderInRemote(<PaymentStep address={address} email={null} cart={cart} onDone={onDone} />);
    await fillCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByLabelText('No, I decline travel insurance'));
    await user.click(screen.getByTestId('continue-to-review'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(screen.queryByText(TRAVEL_INSURANCE_REQUIRED)).not.toBeInTheDocument();
    insurance.answer(okBody({ ...cart, travelInsurance: { ...cart.travelInsurance, chosen: false } }));
  });

  test('a travel insurance pick the server refused counts as unanswered again', async () => {
    const user = userEvent.setup({ delay: null });
    const cart = makeCart([itemRow('s1', 1, liftTicketQuote({ unitPrice: 20050, travelInsurable: true }))]);
    const { sent } = mockApi(({ url }) => {
      if (url.startsWith('/api/cart/travel-insurance')) return failBody('The cart has changed. Please review it.', 409);
      if (url === '/api/checkout/address') return okBody({ address, suggestion: null });
      return undefined;
    });
    renderInRemote(<PaymentStep address={address} email={null} cart={cart} onDone={jest.fn()} />);
    await fillCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByLabelText('No, I decline travel insurance'));
    expect(await screen.findByText('The cart has changed. Please review it.')).toBeInTheDocument();
    expect(screen.getByLabelText('No, I decline travel insurance')).not.toBeChecked();
    await user.click(screen.getByTestId('continue-to-review'));
    expect(screen.getByText(TRAVEL_INSURANCE_REQUIRED)).toBeInTheDocument();
    expect(sent('POST', '/api/checkout/address')).toHaveLength(0);
  });
});

test("every billing and card field names its autofill token, so a browser fills the buyer's saved address and card", () => {
  mockApi(() => undefined);
  renderInRemote(<PaymentStep address={null} email={null} onDone={jest.fn()} />);
  const tokens = Object.fromEntries(
    [
      'billing-firstName',
      'billing-lastName',
      'billing-email',
      'billing-line1',
      'billing-city',
      'billing-region',
      'billing-postalCode',
      'billing-country',
      'card-number',
      'card-name',
      'card-exp-month',
      'card-exp-year',
      'card-cvc',
    ].map((id) => [id, screen.getByTestId(id).getAttribute('autocomplete')]),
  );
  expect(tokens).toEqual({
    'billing-firstName': 'given-name',
    'billing-lastName': 'family-name',
    'billing-email': 'email',
    'billing-line1': 'address-line1',
    'billing-city': 'address-level2',
    'billing-region': 'address-level1',
    'billing-postalCode': 'postal-code',
    'billing-country': 'country',
    'card-number': 'cc-number',
    'card-name': 'cc-name',
    'card-exp-month': 'cc-exp-month',
    'card-exp-year': 'cc-exp-year',
    'card-cvc': 'cc-csc',
  });
});
