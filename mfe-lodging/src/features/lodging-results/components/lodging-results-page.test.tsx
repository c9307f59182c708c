import { mockApi, renderInRemote } from '@resort/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, addToCartOrThrow, GENERIC_API_ERROR } from '@resort/shared';
import { LODGING_MESSAGES } from '@resort/shared/rules';
import type { ResultsResponse } from '../api/search-lodging';
import { LodgingResultsPage } from './lodging-results-page';

jest.mock('@resort/shared', () => ({ ...jest.requireActual('@resort/shared'), addToCartOrThrow: jest.fn(), navigate: jest.fn() }));
// The page's own fetcher, query hook and visitorMessage run; only the server's answer is mocked.
const search = mockApi('POST', '/api/lodging/results');
const roomFilters = mockApi('POST', '/api/lodging/room-filters');
const add = jest.mocked(addToCartOrThrow);

const QUERY = 'arrivaldate=12/10/2026&departuredate=12/12/2026&adultcount=2&childcount=2&childagearray=5,8';

const RESULTS: ResultsResponse = {
  arrival: '2026-12-10',
  departure: '2026-12-12',
  nights: 2,
  adults: 2,
  children: 2,
  childAges: [5, 8],
  count: 2,
  properties: [
    {
      id: 'summit-peak--alpenglow-lodge',
      resortId: 'summit-peak',
      resortName: 'Summit Peak',
      name: 'Alpenglow Lodge',
      description: 'Ski-in, ski-out lodge.',
      image: 'lodge',
      amenities: ['Hot tub'],
      currency: 'USD',
      taxesAndFees: [{ name: 'Lodging tax', rateBp: 1040 }],
      fromPrice: 40_000,
      rooms: [
        {
          id: 'queen',
          name: 'Queen Room',
          sleeps: 2,
          currency: 'USD',
          soldOut: false,
          label: null,
          roomsLeft: 5,
          nightlyRates: [
            { night: '2026-12-10', rate: 18_900 },
            { night: '2026-12-11', rate: 21_100 },
          ],
          totalPrice: 40_000,
          fitsParty: true,
        },
        {
          id: 'suite',
          name: 'One-Bedroom Suite',
          sleeps: 4,
          currency: 'USD',
          soldOut: true,
          label: 'Sold Out',
          roomsLeft: 0,
          nightlyRates: [],
          totalPrice: 69_800,
          fitsParty: true,
        },
      ],
    },
    {
      id: 'coast-range--harbour-view-inn',
      resortId: 'coast-range',
      resortName: 'Coast Range',
      name: 'Harbour View Inn',
      description: 'Boutique inn.',
      image: null,
      amenities: [],
      currency: 'CAD',
      taxesAndFees: [],
      fromPrice: 37_800,
      rooms: [
        {
          id: 'inn-queen',
          name: 'Queen Room',
          sleeps: 2,
          currency: 'CAD',
          soldOut: false,
          label: null,
          roomsLeft: 3,
          nightlyRates: [],
          totalPrice: 37_800,
          fitsParty: true,
        },
      ],
    },
  ],
};

const show = (query = QUERY) => {
  window.history.pushState({}, '', `/lodging?${query}`);
  return renderInRemote(<LodgingResultsPage />);
};

describe('lodging results page', () => {
  beforeEach(() => {
    search.mockReset();
    add.mockReset();
    roomFilters.mockResolvedValue({
      success: true,
      status: 200,
      data: { count: 2, amenities: [{ name: 'Hot tub', count: 1 }], prices: [], roomSizes: [], sorts: ['price', 'name'] },
    });
  });

  it('posts the search from the query and lists properties with image, rooms and price per stay', async () => {
    search.mockResolvedValue({ success: true, status: 200, data: RESULTS });
    show();
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    const queen = await screen.findByTestId('room-queen');
    expect(search).toHaveBeenCalledWith({
      arrivaldate: '2026-12-10',
      departuredate: '2026-12-12',
      adultcount: 2,
      childcount: 2,
      childagearray: '5,8',
    });
    expect(within(queen).getByText('$400.00')).toBeInTheDocument();
    expect(screen.getByText('12/10/2026 – 12/12/2026 · 2 nights · 2 adults, 2 children · 2 properties')).toBeInTheDocument();
    expect(screen.getByAltText('Alpenglow Lodge')).toBeInTheDocument();
    expect(within(screen.getByTestId('room-inn-queen')).getByText('$378.00 CAD')).toBeInTheDocument();
    expect(within(screen.getByTestId('property-coast-range--harbour-view-inn')).getByText('Image Not Available')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument());
  });

  it("shows 'Sold Out' on a room without inventory and does not let it be added", async () => {
    search.mockResolvedValue({ success: true, status: 200, data: RESULTS });
    show();
    const suite = await screen.findByTestId('room-suite');
    expect(within(suite).getByText('Sold Out')).toBeInTheDocument();
    expect(screen.getByTestId('add-room-suite')).toBeDisabled();
    expect(screen.getByTestId('add-room-queen')).toBeEnabled();
  });

  it('adds one room for the searched stay to the cart', async () => {
    search.mockResolvedValue({ success: true, status: 200, data: RESULTS });
    add.mockResolvedValue({ cart: { cartId: 'c1', cartCount: 1, cartUrl: '/cart' }, added: [] });
    show();
    fireEvent.click(await screen.findByTestId('add-room-queen'));
    // The mutation calls the cart on its next tick.
    await waitFor(() =>
      expect(add).toHaveBeenCalledWith({
        line: 'lodging',
        productId: 'queen',
        date: '2026-12-10',
        quantity: 1,
        options: { departure: '2026-12-12', adults: 2, children: 2, childAges: [5, 8] },
      }),
    );
    expect(await screen.findByText('Added to your cart')).toBeInTheDocument();
  });

  it("shows the cart's refusal beside the room", async () => {
    search.mockResolvedValue({ success: true, status: 200, data: RESULTS });
    // As addToCartOrThrow reports a refusal: an ApiError with the server's Message.
    add.mockRejectedValue(new ApiError(409, 'Sold Out'));
    show();
    fireEvent.click(await screen.findByTestId('add-room-queen'));
    const queen = screen.getByTestId('room-queen');
    await waitFor(() => expect(within(queen).getByRole('alert')).toHaveTextContent('Sold Out'));
  });

  it('shows the empty-search text when nothing matches', async () => {
    search.mockResolvedValue({ success: true, status: 200, data: { ...RESULTS, count: 0, properties: [] } });
    show();
    expect(
      await screen.findByText(
        "We apologize, but we couldn't find any results that matched your criteria, but changing your search may help.",
      ),
    ).toBeInTheDocument();
  });

  it("shows 'Oops!' and the generic message when the search fails", async () => {
    search.mockResolvedValue({ success: false, status: 500, data: GENERIC_API_ERROR as never });
    show();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Oops!');
    expect(alert).toHaveTextContent(GENERIC_API_ERROR);
  });

  it('refuses a query the lodging rule rejects without calling the API', async () => {
    show('arrivaldate=12/10/2026&departuredate=01/20/2027&adultcount=2');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LODGING_MESSAGES['error-date-range-too-great']);
    expect(search).not.toHaveBeenCalled();
  });

  it('shows the words of a refusal the server explains (4xx with a Message) as they are', async () => {
    search.mockResolvedValue({ success: false, status: 400, data: 'Children cannot exceed 6.' as never });
    show();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Oops!');
    expect(alert).toHaveTextContent('Children cannot exceed 6.');
    expect(alert).not.toHaveTextContent(GENERIC_API_ERROR);
  });

  it('refuses an address naming an unknown resort without calling the API', async () => {
    show(`${QUERY}&resort=nowhere`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose one of the listed options.');
    expect(search).not.toHaveBeenCalled();
  });

  it('a new search replaces the old one: a slow answer to the previous query never shows', async () => {
    let answerFirst!: (result: { success: true; status: 200; data: ResultsResponse }) => void;
    search.mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)));
    const later = {
      ...RESULTS,
      arrival: '2026-12-20',
      departure: '2026-12-21',
      nights: 1,
      children: 0,
      childAges: [],
      count: 0,
      properties: [],
    };
    search.mockResolvedValueOnce({ success: true, status: 200, data: later });
    show();
    await waitFor(() => expect(search).toHaveBeenCalledTimes(1));
    act(() => {
      window.history.pushState({}, '', '/lodging?arrivaldate=12/20/2026&departuredate=12/21/2026&adultcount=2');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByText('12/20/2026 – 12/21/2026 · 1 night · 2 adults · 0 properties')).toBeInTheDocument();
    await act(async () => answerFirst({ success: true, status: 200, data: RESULTS }));
    expect(screen.getByText('12/20/2026 – 12/21/2026 · 1 night · 2 adults · 0 properties')).toBeInTheDocument();
    expect(screen.queryByTestId('room-queen')).not.toBeInTheDocument();
  });
});
