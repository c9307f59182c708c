import { mockApi, okBody, renderInRemote } from '@resort/shared/testing';
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addToCartOrThrow } from '@resort/shared';
import { searchResult } from '../../../../test/fixtures';
import { LiftPlanner } from './lift-planner';

jest.mock('@resort/shared', () => ({ ...jest.requireActual('@resort/shared'), addToCartOrThrow: jest.fn() }));
jest.setTimeout(30_000);

const addMock = jest.mocked(addToCartOrThrow);
const searchMock = jest.fn();
const added = { cart: { cartId: 'c1', cartCount: 1, cartUrl: '/cart' }, added: [] };

const trip = { resortId: 'summit-peak', arrival: '2026-12-10', departure: '2026-12-13', adultCount: 2, childCount: 1 };

beforeEach(() => {
  addMock.mockReset();
  searchMock.mockReset();
  mockApi((_, url) => {
    if (url.pathname !== '/api/liftaccess/lift-tickets/search') return undefined;
    searchMock(Object.fromEntries(url.searchParams));
    return okBody(searchResult);
  });
});

describe("the trip planner's lift tickets", () => {
  it("offers one ticket per skier for the trip's days from its first day, priced online", async () => {
    renderInRemote(<LiftPlanner {...trip} />);
    const section = screen.getByTestId('planner-lift');
    const button = await within(section).findByRole('button', { name: 'Add to cart: Summit Peak 3-Day Lift Ticket' });
    expect(button).toHaveTextContent('Add to cart');
    expect(searchMock).toHaveBeenCalledWith({
      resort: 'summit-peak',
      startDate: '12/10/2026',
      numberOfDays: '3',
      ageCategory: 'adult',
      showSavings: 'true',
    });
    // 2 × 320.00 + 1 × 192.00
    expect(within(section).getByText('$832.00')).toBeInTheDocument();
    expect(within(section).getByText('Starting Thu, Dec 10, for 2 adults and 1 child')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'See all lift tickets' })).toHaveAttribute(
      'href',
      '/lift-tickets?resort=summit-peak&startDate=12%2F10%2F2026&numberOfDays=3&ageGroup=adult',
    );
  });

  it('adds the adults and the children as their own age categories', async () => {
    addMock.mockResolvedValue(added);
    renderInRemote(<LiftPlanner {...trip} />);
    await userEvent.click(await screen.findByRole('button', { name: /^Add to cart: / }));
    await waitFor(() => expect(addMock).toHaveBeenCalledTimes(2));
    expect(addMock.mock.calls.map(([item]) => [item.productId, item.date, item.quantity, item.options])).toEqual([
      ['summit-peak-3day', '2026-12-10', 2, { ageCategory: 'adult' }],
      ['summit-peak-3day', '2026-12-10', 1, { ageCategory: 'child' }],
    ]);
    expect(await screen.findByText('Added to cart.')).toBeInTheDocument();
  });

  it('a first day not on sale reads as such, with nothing to add', async () => {
    renderInRemote(<LiftPlanner {...trip} arrival="2026-12-11" departure="2026-12-12" />);
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('Lift tickets starting Fri, Dec 11 are not on sale.');
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
  });
});
