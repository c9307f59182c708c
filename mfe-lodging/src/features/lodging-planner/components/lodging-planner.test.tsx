import { mockApi, renderInRemote } from '@resort/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addToCartOrThrow } from '@resort/shared';
import type { PropertyResult, ResultsResponse, RoomResult } from '../../lodging-results/api/search-lodging';
import { LodgingPlanner } from './lodging-planner';

jest.mock('@resort/shared', () => ({ ...jest.requireActual('@resort/shared'), addToCartOrThrow: jest.fn() }));
const search = mockApi('POST', '/api/lodging/results');
const add = jest.mocked(addToCartOrThrow);

const trip = { resortId: 'summit-peak', arrival: '2026-12-20', departure: '2026-12-23', adultCount: 2, childCount: 1 };

const room = (id: string, totalPrice: number, extra: Partial<RoomResult> = {}): RoomResult => ({
  id,
  name: `${id} room`,
  sleeps: 4,
  currency: 'USD',
  soldOut: false,
  label: null,
  roomsLeft: 3,
  nightlyRates: [],
  totalPrice,
  fitsParty: true,
  ...extra,
});

const property = (id: string, rooms: RoomResult[]): PropertyResult => ({
  id,
  resortId: 'summit-peak',
  resortName: 'Summit Peak',
  name: `${id} Lodge`,
  description: '',
  image: null,
  amenities: [],
  currency: 'USD',
  taxesAndFees: [],
  fromPrice: null,
  rooms,
});

const answer = (properties: PropertyResult[]): ResultsResponse => ({
  arrival: '2026-12-20',
  departure: '2026-12-23',
  nights: 3,
  adults: 2,
  children: 1,
  childAges: [0],
  count: properties.length,
  properties,
});

describe("the trip planner's lodging", () => {
  beforeEach(() => {
    search.mockReset();
    add.mockReset();
  });

  it("searches the trip's resort, nights and party, and offers each property's cheapest room that sleeps the party", async () => {
    search.mockResolvedValue({
      success: true,
      status: 200,
      data: answer([
        property('Alpenglow', [room('suite', 90_000), room('queen', 60_000), room('bunk', 30_000, { fitsParty: false })]),
        property('Timberline', [room('king', 45_000), room('loft', 20_000, { soldOut: true })]),
        property('Full', [room('gone', 10_000, { soldOut: true })]),
      ]),
    });
    renderInRemote(<LodgingPlanner {...trip} />);
    const section = screen.getByTestId('planner-lodging');
    expect(within(section).getByRole('heading', { name: 'Where to stay' })).toBeInTheDocument();
    expect(within(section).getByRole('status')).toHaveTextContent('Loading…');
    const buttons = await within(section).findAllByRole('button', { name: /^Add to cart: / });
    expect(search).toHaveBeenCalledWith({
      arrivaldate: '2026-12-20',
      departuredate: '2026-12-23',
      adultcount: 2,
      childcount: 1,
      childagearray: '',
      resort: 'summit-peak',
      sort: 'price',
    });
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Add to cart: king room at Timberline Lodge',
      'Add to cart: queen room at Alpenglow Lodge',
    ]);
    expect(within(section).getByText('$450.00')).toBeInTheDocument();
    expect(within(section).getAllByText('for 3 nights, before taxes and fees')).toHaveLength(2);
    expect(within(section).getByRole('link', { name: 'See all lodging' })).toHaveAttribute(
      'href',
      '/lodging?arrivaldate=12%2F20%2F2026&departuredate=12%2F23%2F2026&childagearray=0&adultcount=2&childcount=1&resort=summit-peak',
    );
  });

  it('adds the room for the stay and the party, and says so', async () => {
    search.mockResolvedValue({ success: true, status: 200, data: answer([property('Timberline', [room('king', 45_000)])]) });
    add.mockResolvedValue({ cart: { cartId: 'c1', cartCount: 1, cartUrl: '/cart' }, added: [] });
    renderInRemote(<LodgingPlanner {...trip} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart: king room at Timberline Lodge' }));
    await waitFor(() =>
      expect(add).toHaveBeenCalledWith({
        line: 'lodging',
        productId: 'king',
        date: '2026-12-20',
        quantity: 1,
        options: { departure: '2026-12-23', adults: 2, children: 1, childAges: [0] },
      }),
    );
    expect(await screen.findByText('Added to cart.')).toBeInTheDocument();
  });

  it('says when nothing sleeps the party on every night', async () => {
    search.mockResolvedValue({ success: true, status: 200, data: answer([property('Full', [room('gone', 1, { soldOut: true })])]) });
    renderInRemote(<LodgingPlanner {...trip} />);
    expect(await screen.findByTestId('empty-state')).toHaveTextContent(
      'No rooms for your party are free every night from Dec 20 to Dec 23.',
    );
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
  });
});
