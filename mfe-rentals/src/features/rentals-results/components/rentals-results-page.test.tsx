import { type ApiRoute, mockApi, okBody, renderInRemote } from '@resort/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GENERIC_API_ERROR, getEventBus } from '@resort/shared';
import type { RentalSearchResult } from '../../../../contract';
import { RentalsResultsPage } from './rentals-results-page';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const BASE = 'summit-peak-base';
const MID = 'summit-peak-mid';

function result(overrides: Partial<RentalSearchResult> = {}): RentalSearchResult {
  const product = (id: string, category: 'ski' | 'snowboard', tier: 'Sport' | 'Demo', pricePerDay: number, baseUnits: number) => ({
    id,
    category,
    tier,
    name: `${tier} ${category} package`,
    description: 'Tuned daily.',
    pricePerDay,
    price: pricePerDay * 3,
    currency: 'USD',
    soldOut: false,
    availability: [
      { locationId: BASE, units: baseUnits, soldOut: baseUnits === 0 },
      { locationId: MID, units: 4, soldOut: false },
    ],
  });
  return {
    resort: { id: 'summit-peak', name: 'Summit Peak', currency: 'USD' },
    season: 1,
    bookingType: 1,
    pickupDate: '2026-12-01',
    returnDate: '2026-12-03',
    deliveryTime: null,
    pickupAfter3: false,
    bikeRentalLength: 0,
    rentalDays: 3,
    nights: 2,
    duration: '3 Days',
    locations: [
      { id: BASE, name: 'Base Village Rentals', address: '1 Base Village Plaza', supportsDelivery: true },
      { id: MID, name: 'Mid-Mountain Gear', address: 'Mid-Mountain Lodge', supportsDelivery: false },
    ],
    products: [
      product('ski-sport', 'ski', 'Sport', 4900, 10),
      product('ski-demo', 'ski', 'Demo', 8900, 0),
      product('board-sport', 'snowboard', 'Sport', 4900, 10),
    ],
    ...overrides,
  };
}

const stats = [
  { locationId: BASE, name: 'Base Village Rentals', minPrice: 14700, currency: 'USD', availableProducts: 2 },
  { locationId: MID, name: 'Mid-Mountain Gear', minPrice: 14700, currency: 'USD', availableProducts: 3 },
];

function openPage(query: string, route: ApiRoute) {
  window.history.pushState({}, '', `/rentals?${query}`);
  const fetchMock = mockApi(route).fetch;
  renderInRemote(<RentalsResultsPage />);
  return fetchMock;
}

const QUERY = 'startdate=12%2F01%2F2026&enddate=12%2F03%2F2026&after3=false&resort=summit-peak';

describe('rentals results page', () => {
  it('sends the query to the search and shows products by category with the price for the period', async () => {
    const fetchMock = openPage(QUERY, ({ url }) => {
      if (url.endsWith('/search-products')) return okBody(result());
      if (url.endsWith('/locations-pricing-stats')) return okBody(stats);
      return undefined;
    });
    const page = await screen.findByTestId('rentals-results');
    expect(await within(page).findByRole('heading', { name: 'Rentals at Summit Peak' })).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/search-products'))!;
    expect(JSON.parse(init.body)).toEqual({ resort: 'summit-peak', startdate: '12/01/2026', enddate: '12/03/2026', after3: 'false' });

    expect(screen.getByRole('heading', { name: 'Skis' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Snowboards' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bikes' })).not.toBeInTheDocument();
    expect(within(screen.getByTestId('rental-product-ski-sport')).getByText('$147.00')).toBeInTheDocument();
    expect(screen.getByText(/Pick up on 12\/01\/2026 · Return on 12\/03\/2026 · 3 Days/)).toBeInTheDocument();
    expect(screen.getAllByText('From $147.00')).toHaveLength(2);
  });

  it("shows 'Sold Out' at the chosen shop and lets another shop be chosen", async () => {
    openPage(QUERY, ({ url }) => (url.endsWith('/search-products') ? okBody(result()) : okBody(stats)));
    const demo = await screen.findByTestId('rental-product-ski-demo');
    expect(within(demo).getByText('Sold Out')).toBeInTheDocument();
    expect(screen.getByTestId('add-rental-ski-demo')).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: /Mid-Mountain Gear/ }));
    expect(within(demo).queryByText('Sold Out')).not.toBeInTheDocument();
    expect(screen.getByTestId('add-rental-ski-demo')).toBeEnabled();
  });

  it('adds to the cart with the rental options and tells the page', async () => {
    const added = jest.fn();
    const subscription = getEventBus().cartItemsAdded$.subscribe(added);
    const fetchMock = openPage(QUERY, ({ url }) => {
      if (url.endsWith('/search-products')) return okBody(result());
      if (url.endsWith('/locations-pricing-stats')) return okBody(stats);
      if (url.endsWith('/api/cart/add/rentals'))
        return okBody({
          cart: { cartId: 'c1', cartCount: 1, cartUrl: '/cart' },
          added: [{ sku: 'RENTAL-SKI-SPORT', description: 'Sport ski package' }],
        });
      return undefined;
    });
    await userEvent.click(await screen.findByTestId('add-rental-ski-sport'));
    await waitFor(() => expect(added).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/cart/add/rentals'))!;
    expect(JSON.parse(init.body)).toEqual({
      productId: 'ski-sport',
      date: '2026-12-01',
      quantity: 1,
      options: { returnDate: '2026-12-03', locationId: BASE, bookingType: 1, pickupAfter3: false, bikeRentalLength: 0 },
    });
    subscription.unsubscribe();
  });

  it("shows the server's refusal beside the product", async () => {
    openPage(QUERY, ({ url }) => {
      if (url.endsWith('/search-products')) return okBody(result());
      if (url.endsWith('/locations-pricing-stats')) return okBody(stats);
      if (url.endsWith('/api/cart/add/rentals')) return { status: 409, body: { success: false, data: null, Message: 'Sold Out' } };
      return undefined;
    });
    await userEvent.click(await screen.findByTestId('add-rental-ski-sport'));
    expect(await within(screen.getByTestId('rental-product-ski-sport')).findByRole('alert')).toHaveTextContent('Sold Out');
  });

  it('shows the empty-search text when nothing matches', async () => {
    openPage(QUERY, ({ url }) => (url.endsWith('/search-products') ? okBody(result({ products: [] })) : okBody([])));
    expect(
      await screen.findByText(
        "We apologize, but we couldn't find any results that matched your criteria, but changing your search may help.",
      ),
    ).toBeInTheDocument();
  });

  it("shows 'Oops!' with the generic message when the search fails", async () => {
    openPage(QUERY, () => ({ status: 500, body: { success: false, data: null, Message: GENERIC_API_ERROR } }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Oops!');
    expect(alert).toHaveTextContent(GENERIC_API_ERROR);
  });

  it('shows the date message for a link the visitor can fix', async () => {
    openPage('startdate=&enddate=', () => ({
      status: 400,
      body: { success: false, data: null, Message: 'Enter valid date for PICK UP ON (MM/DD/YYYY)' },
    }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter valid date for PICK UP ON (MM/DD/YYYY)');
  });

  it('shows a loading state while searching', async () => {
    openPage(QUERY, ({ url }) => (url.endsWith('/search-products') ? okBody(result()) : okBody(stats)));
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    await screen.findByTestId('rental-product-ski-sport');
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  });
});
