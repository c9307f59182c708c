import { mockApi, renderInRemote } from '@resort/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GiftCardsPage } from './gift-cards-page';

const products = mockApi('GET', '/api/cart/generic-products');
const add = mockApi('POST', '/api/cart/add/generic');

const giftCard = {
  id: 'gift-card-usd',
  kind: 'gift-card',
  resortId: null,
  title: 'Summit Resorts gift card (USD)',
  description: 'Good everywhere.',
  price: null,
  currency: 'USD',
};
const parking = {
  id: 'parking-summit-peak',
  kind: 'parking',
  resortId: 'summit-peak',
  title: 'Day parking at Summit Peak',
  description: 'A reserved space.',
  price: 2500,
  currency: 'USD',
};

describe('gift cards and parking page', () => {
  beforeEach(() => {
    products.mockReset();
    add.mockReset();
    products.mockResolvedValue({ success: true, status: 200, data: { products: [giftCard, parking] } });
  });

  it('"add to cart for generic": a gift card of the chosen amount for the day it is sent', async () => {
    add.mockResolvedValue({ success: true, status: 200, data: { cart: { cartId: 'c', cartCount: 2, cartUrl: '/cart' }, added: [] } });
    renderInRemote(<GiftCardsPage />);
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Summit Resorts gift card (USD)' });
    await user.selectOptions(screen.getByLabelText('Amount'), '$100.00');
    await user.type(screen.getByLabelText('Send on (MM/DD/YYYY)'), '12/24/2026');
    await user.selectOptions(screen.getByLabelText('Cards'), '2');
    await user.click(card.querySelector('button') as HTMLButtonElement);
    expect(add).toHaveBeenCalledWith({ productId: 'gift-card-usd', date: '2026-12-24', quantity: 2, options: { amount: 10000 } });
  });

  it('asks for a real day before adding, and shows a refusal in the spec words', async () => {
    add.mockResolvedValue({ success: false, status: 409, data: 'Sold Out' as never });
    renderInRemote(<GiftCardsPage />);
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Day parking at Summit Peak' });
    const day = screen.getByLabelText('Day (MM/DD/YYYY)');
    await user.type(day, '13/45/2026');
    await user.click(card.querySelector('button') as HTMLButtonElement);
    expect(await screen.findByText('Enter a valid date (MM/DD/YYYY).')).toBeInTheDocument();
    expect(add).not.toHaveBeenCalled();
    await user.clear(day);
    await user.type(day, '12/26/2026');
    await user.click(card.querySelector('button') as HTMLButtonElement);
    expect(await screen.findByRole('alert')).toHaveTextContent('Sold Out');
    expect(add).toHaveBeenCalledWith({ productId: 'parking-summit-peak', date: '2026-12-26', quantity: 1, options: {} });
  });
});
