import React from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok } from '../../../../test/fixtures/cart';
import { saveBillingAddress } from '../api/save-billing-address';
import { saveCard } from '../api/save-card';
import { PaymentStep } from './payment-step';

jest.mock('../api/save-billing-address');
jest.mock('../api/save-card');

const address = { firstName: 'Avery', lastName: 'Lane', email: 'avery@example.com', line1: '1 Chairlift Way', city: 'Breckenridge', region: 'CO', postalCode: '80424', country: 'US' };

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(screen.getByTestId('card-number'), number);
  await user.type(screen.getByTestId('card-name'), 'Avery Lane');
  await user.selectOptions(screen.getByTestId('card-exp-month'), '12');
  await user.selectOptions(screen.getByTestId('card-exp-year'), String(new Date().getFullYear() + 2));
  await user.type(screen.getByTestId('card-cvc'), '123');
}

describe('address and payment step', () => {
  beforeEach(() => jest.resetAllMocks());

  test("empty fields show 'Required Field' and nothing is sent", async () => {
    const user = userEvent.setup({ delay: null });
    render(<PaymentStep address={null} email="guest@example.com" onDone={jest.fn()} />);
    expect(screen.getByTestId('billing-email')).toHaveValue('guest@example.com');
    await user.click(screen.getByTestId('continue-to-review'));
    expect(screen.getAllByText('Required Field').length).toBeGreaterThanOrEqual(10);
    expect(saveBillingAddress).not.toHaveBeenCalled();
    expect(saveCard).not.toHaveBeenCalled();
  });

  test('saves the address, tokenizes the card and hands back only the token', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(saveBillingAddress).mockResolvedValue(ok({ address }));
    jest.mocked(saveCard).mockResolvedValue(ok({ token: 'tok_test_ok_x', last4: '4242', brand: 'Visa' }));
    const onDone = jest.fn();
    render(<PaymentStep address={address} email={null} onDone={onDone} />);
    await fillCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByTestId('continue-to-review'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ token: 'tok_test_ok_x', last4: '4242', brand: 'Visa' }));
    expect(saveBillingAddress).toHaveBeenCalledWith(address);
    expect(jest.mocked(saveCard).mock.calls[0][0]).toMatchObject({ cardNumber: '4242424242424242', expMonth: 12, cvc: '123' });
  });

  test("an invalid card shows the gateway's message and does not continue", async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(saveBillingAddress).mockResolvedValue(ok({ address }));
    jest.mocked(saveCard).mockResolvedValue(fail('Your card number is invalid.'));
    const onDone = jest.fn();
    render(<PaymentStep address={address} email={null} onDone={onDone} />);
    await fillCard(user, '4242 4242 4242 4241');
    await user.click(screen.getByTestId('continue-to-review'));
    expect(await screen.findByText('Your card number is invalid.')).toBeInTheDocument();
    expect(screen.getByText('Oops!')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  test('shows the test cards hint', () => {
    render(<PaymentStep address={null} email={null} onDone={jest.fn()} />);
    expect(screen.getByText(/4242 4242 4242 4242 is approved/)).toBeInTheDocument();
  });
});
