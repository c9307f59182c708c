import { mockApi, okBody, renderInRemote } from '@resort/shared/testing';
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, addToCartOrThrow } from '@resort/shared';
import { searchResult } from '../../../../test/fixtures';
import { LiftTicketResults } from './lift-ticket-results';

jest.mock('@resort/shared', () => ({ ...jest.requireActual('@resort/shared'), addToCartOrThrow: jest.fn(), navigate: jest.fn() }));

// The first render pulls in the whole design system; a busy machine needs more than the default 5 s.
jest.setTimeout(30_000);

const addMock = jest.mocked(addToCartOrThrow);
/** Called with the query of every search the page sends. */
const searchMock = jest.fn();
const added = { cart: { cartId: 'c1', cartCount: 1, cartUrl: '/cart' }, added: [] };

/** The server's answer to the search (any other call is 404). */
function answerSearch(answer: { status?: number; body: unknown }) {
  mockApi((_, url) => {
    if (url.pathname !== '/api/liftaccess/lift-tickets/search') return undefined;
    searchMock(Object.fromEntries(url.searchParams));
    return answer;
  });
}

function openPage(query = '?resort=summit-peak&startDate=12/10/2026&numberOfDays=3&ageGroup=adult') {
  window.history.pushState({}, '', `/lift-tickets${query}`);
  return renderInRemote(<LiftTicketResults />);
}

const results = () =>
  screen.findByTestId('lift-results').then(() => screen.findByRole('heading', { name: 'Summit Peak lift tickets' }, { timeout: 5000 }));
const qty = (code: string) => document.getElementById(`qty-${code}`) as HTMLInputElement;

beforeEach(() => {
  addMock.mockReset();
  searchMock.mockReset();
  answerSearch(okBody(searchResult));
});

describe('lift ticket results page', () => {
  it('searches with the query the widget sent', async () => {
    openPage();
    await results();
    expect(searchMock).toHaveBeenCalledWith({
      resort: 'summit-peak',
      startDate: '12/10/2026',
      numberOfDays: '3',
      ageCategory: 'adult',
      showSavings: 'true',
    });
  });

  it("shows each day's online price with its saving, and a 'Sold Out' day cannot be chosen", async () => {
    openPage();
    await results();
    const open = screen.getByTestId('day-2026-12-10');
    expect(open).toHaveTextContent('$320.00');
    expect(open).toHaveTextContent('Save $80.00');
    expect(open).toHaveAttribute('aria-pressed', 'true');
    const soldOut = screen.getByTestId('day-2026-12-11');
    expect(soldOut).toHaveTextContent('Sold Out');
    expect(soldOut).toBeDisabled();
  });

  it('preselects the age group from the query with quantity 1 and totals the tickets', async () => {
    const user = userEvent.setup();
    openPage();
    await results();
    expect(qty('adult')).toHaveValue('1');
    expect(qty('child')).toHaveValue('0');
    expect(screen.getByTestId('lift-total')).toHaveTextContent('$320.00');
    await user.click(screen.getByRole('button', { name: 'More Child (5-12)' }));
    await user.click(screen.getByRole('button', { name: 'More Child (5-12)' }));
    expect(screen.getByTestId('lift-total')).toHaveTextContent('$704.00');
  });

  it('adds one cart line per age category with tickets, for the chosen first day', async () => {
    const user = userEvent.setup();
    addMock.mockResolvedValue(added);
    openPage();
    await results();
    await user.click(screen.getByTestId('day-2026-12-12'));
    await user.click(screen.getByRole('button', { name: 'More Child (5-12)' }));
    await user.click(screen.getByRole('button', { name: 'More Child (5-12)' }));
    await user.click(screen.getByTestId('add-to-cart'));
    await waitFor(() => expect(addMock).toHaveBeenCalledTimes(2));
    expect(addMock).toHaveBeenNthCalledWith(1, {
      line: 'liftaccess',
      productId: 'summit-peak-3day',
      date: '2026-12-12',
      quantity: 1,
      options: { ageCategory: 'adult' },
    });
    expect(addMock).toHaveBeenNthCalledWith(2, {
      line: 'liftaccess',
      productId: 'summit-peak-3day',
      date: '2026-12-12',
      quantity: 2,
      options: { ageCategory: 'child' },
    });
    expect(await screen.findByText(/Added to your cart/)).toBeInTheDocument();
  });

  it("shows the server's message ('Sold Out') when a ticket cannot be added, and stops there", async () => {
    const user = userEvent.setup();
    addMock.mockRejectedValue(new ApiError(409, 'Sold Out'));
    openPage();
    await results();
    await user.click(screen.getByRole('button', { name: 'More Senior (65+)' }));
    await user.click(screen.getByTestId('add-to-cart'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sold Out');
    expect(addMock).toHaveBeenCalledTimes(1);
  });

  it("shows 'Product cannot be added to cart' when the cart refuses the ticket", async () => {
    const user = userEvent.setup();
    addMock.mockRejectedValue(new ApiError(400, 'Product cannot be added to cart'));
    openPage();
    await results();
    await user.click(screen.getByTestId('add-to-cart'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Product cannot be added to cart');
  });

  it('cannot add to cart with no tickets chosen', async () => {
    const user = userEvent.setup();
    openPage();
    await results();
    await user.click(screen.getByRole('button', { name: 'Fewer Adult (19-64)' }));
    expect(screen.getByTestId('add-to-cart')).toBeDisabled();
  });

  it('shows the empty-search text when no day can be offered', async () => {
    answerSearch(okBody({ ...searchResult, days: [] }));
    openPage();
    expect(
      await screen.findByText(
        "We apologize, but we couldn't find any results that matched your criteria, but changing your search may help.",
        undefined,
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('add-to-cart')).not.toBeInTheDocument();
  });

  it("shows 'Oops!' and the generic message when the search fails", async () => {
    answerSearch({ status: 500, body: 'unknown error' });
    openPage();
    const error = await screen.findByTestId('error-state', undefined, { timeout: 5000 });
    expect(within(error).getByText('Oops!')).toBeInTheDocument();
    expect(within(error).getByText('Oops, something went wrong. Please try again.')).toBeInTheDocument();
  });

  it("shows the rule's message for a query the server refuses", async () => {
    answerSearch({
      status: 400,
      body: { success: false, data: { field: 'startDate' }, Message: 'Please enter a valid first day (MM/DD/YYYY).' },
    });
    openPage('?resort=summit-peak&startDate=nope&ageGroup=adult');
    expect(await screen.findByText('Please enter a valid first day (MM/DD/YYYY).', undefined, { timeout: 5000 })).toBeInTheDocument();
  });
});
