import { mockApi, renderInRemote } from '@resort/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CardOnFileSection } from './card-on-file-section';

const getCard = mockApi('GET', '/api/account/profile/credit-card');
const saveCard = mockApi('POST', '/api/account/profile/credit-card');
const removeCard = mockApi('POST', '/api/account/profile/credit-card/remove');

const visa = { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 };

describe('credit card on file', () => {
  it('saves a card and shows only its brand, last 4 digits and expiry; removes it', async () => {
    getCard.mockResolvedValue({ success: true, status: 200, data: { card: null } });
    saveCard.mockResolvedValue({ success: true, status: 200, data: { card: visa } });
    removeCard.mockResolvedValue({ success: true, status: 200, data: { card: null } });
    renderInRemote(<CardOnFileSection />);
    const user = userEvent.setup();
    const current = await screen.findByRole('region', { name: 'Credit card on file' });
    await waitFor(() => expect(within(current).getByRole('status')).toHaveTextContent('No card on file.'));
    const form = screen.getByRole('form', { name: 'Add a card on file' });
    await user.type(within(form).getByLabelText('Card number'), '4242 4242 4242 4242');
    await user.type(within(form).getByLabelText('Expiry month (MM)'), '12');
    await user.type(within(form).getByLabelText('Expiry year (YYYY)'), '2030');
    await user.type(within(form).getByLabelText('Security code'), '123');
    await user.type(within(form).getByLabelText('Name on card'), 'Alex Skier');
    await user.click(within(form).getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(within(current).getByRole('status')).toHaveTextContent('Visa ending in 4242, expires 12/2030'));
    expect(saveCard).toHaveBeenCalledWith({
      cardNumber: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
      nameOnCard: 'Alex Skier',
    });
    await user.click(within(current).getByRole('button', { name: 'Remove card' }));
    await waitFor(() => expect(within(current).getByRole('status')).toHaveTextContent('No card on file.'));
  });

  it('takes what autofill gives: the number in groups and a two-digit year, saved with its full year', async () => {
    getCard.mockResolvedValue({ success: true, status: 200, data: { card: null } });
    saveCard.mockResolvedValue({ success: true, status: 200, data: { card: visa } });
    renderInRemote(<CardOnFileSection />);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Add a card on file' });
    expect(within(form).getByLabelText('Expiry year (YYYY)')).toHaveAttribute('autocomplete', 'cc-exp-year');
    await user.type(within(form).getByLabelText('Card number'), '4242 4242 4242 4242');
    await user.type(within(form).getByLabelText('Expiry month (MM)'), '07');
    await user.type(within(form).getByLabelText('Expiry year (YYYY)'), '31');
    await user.type(within(form).getByLabelText('Security code'), '123');
    await user.type(within(form).getByLabelText('Name on card'), 'Alex Skier');
    await user.click(within(form).getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(saveCard).toHaveBeenLastCalledWith(expect.objectContaining({ expMonth: 7, expYear: 2031 })));
  });
});
