import { mockApi, okBody, renderInRemote } from '@resort/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RentalSearchResult } from '../../../../contract';
import { RentalsPlanner } from './rentals-planner';

const BASE = 'summit-peak-base';
const MID = 'summit-peak-mid';

const product = (id: string, pricePerDay: number, units: Record<string, number>) => ({
  id,
  category: 'ski' as const,
  tier: 'Sport' as const,
  name: `${id} package`,
  description: '',
  pricePerDay,
  price: pricePerDay * 3,
  currency: 'USD',
  soldOut: false,
  availability: Object.entries(units).map(([locationId, n]) => ({ locationId, units: n, soldOut: n === 0 })),
});

const result: RentalSearchResult = {
  resort: { id: 'summit-peak', name: 'Summit Peak', currency: 'USD' },
  season: 1,
  bookingType: 1,
  pickupDate: '2026-12-20',
  returnDate: '2026-12-22',
  deliveryTime: null,
  pickupAfter3: false,
  bikeRentalLength: 0,
  rentalDays: 3,
  nights: 2,
  duration: '3 Days',
  locations: [
    { id: BASE, name: 'Base Village Rentals', address: '', supportsDelivery: true },
    { id: MID, name: 'Mid-Mountain Gear', address: '', supportsDelivery: false },
  ],
  products: [
    product('demo', 8900, { [BASE]: 3 }),
    product('sport', 4900, { [BASE]: 2, [MID]: 5 }),
    product('junior', 2900, { [BASE]: 1, [MID]: 2 }),
  ],
};

const trip = { resortId: 'summit-peak', arrival: '2026-12-20', departure: '2026-12-23', adultCount: 2, childCount: 1 };

describe("the trip planner's rentals", () => {
  it('rents for every trip day, and offers only packages one shop has for the whole party', async () => {
    const { fetch: fetchMock } = mockApi(({ url }) => (url.endsWith('/search-products') ? okBody(result) : undefined));
    renderInRemote(<RentalsPlanner {...trip} />);
    const section = screen.getByTestId('planner-rentals');
    const buttons = await within(section).findAllByRole('button', { name: /^Add to cart: / });
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/search-products'))!;
    expect(JSON.parse(init.body)).toEqual({ resort: 'summit-peak', startdate: '12/20/2026', enddate: '12/22/2026' });
    // 'junior' has no shop with 3 free: not offered.
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Add to cart: sport package', 'Add to cart: demo package']);
    expect(within(section).getByText('$441.00')).toBeInTheDocument();
    expect(within(section).getByText(/pick up at Mid-Mountain Gear/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'See all rentals' })).toHaveAttribute(
      'href',
      '/rentals?resort=summit-peak&startdate=12%2F20%2F2026&enddate=12%2F22%2F2026',
    );
  });

  it('adds one unit per renter at the shop that has them all', async () => {
    const { fetch: fetchMock } = mockApi(({ url }) => {
      if (url.endsWith('/search-products')) return okBody(result);
      if (url.endsWith('/api/cart/add/rentals')) return okBody({ cart: { cartId: 'c', cartCount: 3, cartUrl: '/cart' }, added: [] });
      return undefined;
    });
    renderInRemote(<RentalsPlanner {...trip} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart: sport package' }));
    expect(await screen.findByText('Added to cart.')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/cart/add/rentals'))!;
    expect(JSON.parse(init.body)).toEqual({
      productId: 'sport',
      date: '2026-12-20',
      quantity: 3,
      options: { returnDate: '2026-12-22', locationId: MID, bookingType: 1, pickupAfter3: false },
    });
  });

  it('says when no shop can serve the whole party', async () => {
    mockApi(({ url }) =>
      url.endsWith('/search-products') ? okBody({ ...result, products: [product('junior', 2900, { [BASE]: 1 })] }) : undefined,
    );
    renderInRemote(<RentalsPlanner {...trip} adultCount={5} />);
    expect(await screen.findByTestId('empty-state')).toHaveTextContent(
      'No shop has rentals for all 6 of you from 12/20/2026 to 12/22/2026.',
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: /Add/ })).toBeNull());
  });
});
