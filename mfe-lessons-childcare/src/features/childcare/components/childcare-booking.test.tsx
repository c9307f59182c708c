import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { mockApi, renderInRemote } from '@resort/shared/testing';
import { ChildcareBooking } from './childcare-booking';

const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });
const today = DateTime.now().setZone('America/Denver').startOf('day');
const closed = today.plus({ days: 2 });
const open = today.plus({ days: 3 });

describe('booking childcare', () => {
  test('after a resort and an age group, the chosen day shows its price and places; a closed day is refused; adding sends the children', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockApi(({ url, method }) => {
      if (url.startsWith('/api/childcare/unavailable-dates/two-months?')) {
        return ok({ startDate: today.toISODate(), endDate: today.plus({ months: 2 }).toISODate(), unavailableDates: [closed.toISODate()] });
      }
      if (url.startsWith('/api/childcare/product?')) {
        return ok({
          id: 'summit-peak-toddler',
          locationId: 'summit-peak',
          resortName: 'Summit Peak',
          ageGroupId: 'toddler',
          title: 'Toddler Care',
          description: 'Play.',
          minAgeMonths: 19,
          maxAgeMonths: 35,
          price: 15900,
          currency: 'USD',
          date: open.toISODate(),
          spacesLeft: 4,
          soldOut: false,
        });
      }
      if (url === '/api/cart/add/childcare' && method === 'POST')
        return ok({ cart: { cartId: 'c', cartCount: 2, cartUrl: '/cart' }, added: [] });
      return null;
    });
    renderInRemote(<ChildcareBooking />);
    expect(screen.getByLabelText('Day of care')).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Resort'), 'summit-peak');
    await user.selectOptions(screen.getByLabelText('Age group'), 'toddler');
    await waitFor(() =>
      expect(calls.some((c) => c.url.includes('unavailable-dates/two-months') && c.url.includes('ageGroupId=toddler'))).toBe(true),
    );

    await user.type(screen.getByLabelText('Day of care'), closed.toFormat('MM/dd/yyyy'));
    expect(await screen.findByText('Childcare is not available that day. Please choose another day.')).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/childcare/product?'))).toBe(false);

    await user.clear(screen.getByLabelText('Day of care'));
    await user.type(screen.getByLabelText('Day of care'), open.toFormat('MM/dd/yyyy'));
    expect(await screen.findByText('$159.00 per child · 4 places left')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More Children' }));
    await user.click(screen.getByTestId('add-childcare'));
    expect(await screen.findByText('Added to your cart. You name each child in checkout.')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/cart/add/childcare')?.body).toEqual({
      productId: 'summit-peak-toddler',
      date: open.toISODate(),
      quantity: 2,
      options: {},
    });
  });
});
