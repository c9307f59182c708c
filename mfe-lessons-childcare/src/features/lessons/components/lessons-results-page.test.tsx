import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { GENERIC_API_ERROR, getEventBus, type CartItemsAddedEvent } from '@resort/shared';
import { LESSONS_MESSAGES } from '@resort/shared/rules';
import { mockApi, renderInRemote, type SentRequest } from '@resort/shared/testing';
import type { LessonOffer } from '../api/search-lessons';
import { LessonsResultsPage } from './lessons-results-page';

const NO_RESULTS = "We apologize, but we couldn't find any results that matched your criteria, but changing your search may help.";

const lesson = (overrides: Partial<LessonOffer> = {}): LessonOffer => ({
  id: 'summit-peak-ski-group-adult-beginner',
  resortId: 'summit-peak',
  resortName: 'Summit Peak',
  sport: 'ski',
  type: 'group',
  ageGroup: 'adult 15+',
  minAge: 15,
  maxAge: null,
  level: 'Beginner',
  title: 'Group Ski Lesson: Beginner',
  description: 'A morning with a small group.',
  durationMinutes: 180,
  duration: '3 hours',
  price: 18900,
  currency: 'USD',
  date: '2026-12-10',
  seatsLeft: 3,
  soldOut: false,
  ...overrides,
});

function openPage(query: string) {
  window.history.pushState({}, '', `/lessons?${query}`);
  return renderInRemote(<LessonsResultsPage />);
}

const SEARCH = 'sport=ski&age=adult+15%2B&level=Beginner&date=12%2F10%2F2026';

describe('Lessons results page', () => {
  it('shows the loading overlay, then the lessons of the day with price and seats left', async () => {
    let answer!: () => void;
    const { calls } = mockApi(
      () =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 200, body: { success: true, data: { date: '2026-12-10', lessons: [lesson()] } } });
        }),
    );
    openPage(SEARCH);
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    await act(async () => answer());
    const results = await screen.findByTestId('lessons-results');
    expect(results).toHaveTextContent('Group Ski Lesson: Beginner');
    expect(results).toHaveTextContent('Adult (15+)');
    expect(results).toHaveTextContent('$189.00');
    expect(results).toHaveTextContent('3 seats left');
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
    expect(calls).toEqual([
      { url: '/api/lessons/by-dates', method: 'POST', body: { sport: 'ski', age: 'adult 15+', level: 'Beginner', date: '12/10/2026' } },
    ]);
  });

  it("labels a full lesson 'Sold Out' and offers no way to add it", async () => {
    mockApi(() => ({
      status: 200,
      body: { success: true, data: { date: '2026-12-10', lessons: [lesson({ seatsLeft: 0, soldOut: true })] } },
    }));
    openPage(SEARCH);
    expect(await screen.findByText('Sold Out')).toBeInTheDocument();
    expect(screen.getByTestId('add-lesson-summit-peak-ski-group-adult-beginner')).toBeDisabled();
  });

  it('shows the empty-search text when nothing fits', async () => {
    mockApi(() => ({ status: 200, body: { success: true, data: { date: '2026-12-10', lessons: [] } } }));
    openPage(SEARCH);
    expect(await screen.findByText(NO_RESULTS)).toBeInTheDocument();
    expect(screen.queryByTestId('lessons-results')).not.toBeInTheDocument();
  });

  it("shows 'Oops!' and the generic message when the search fails", async () => {
    mockApi(() => ({ status: 500, body: { success: false, Message: 'boom' } }));
    openPage(SEARCH);
    expect(await screen.findByText('Oops!')).toBeInTheDocument();
    expect(screen.getByText(GENERIC_API_ERROR)).toBeInTheDocument();
  });

  it('asks nothing for an incomplete search and says what is missing', () => {
    const { calls } = mockApi(() => null);
    openPage('sport=ski&age=Select+Age&level=Beginner&date=12%2F10%2F2026');
    expect(screen.getByRole('status')).toHaveTextContent(LESSONS_MESSAGES.age);
    expect(calls).toEqual([]);
  });

  it('searches the sport the widget shows when the address names one the school does not teach', async () => {
    const { calls } = mockApi(() => ({ status: 200, body: { success: true, data: { date: '2026-12-10', lessons: [] } } }));
    openPage(SEARCH.replace('sport=ski', 'sport=curling'));
    expect(await screen.findByText(NO_RESULTS)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ski', pressed: true })).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([{ sport: 'ski', age: 'adult 15+', level: 'Beginner', date: '12/10/2026' }]);
  });

  it('adds the chosen number of participants to the cart and tells the page', async () => {
    const added: CartItemsAddedEvent[] = [];
    const sub = getEventBus().cartItemsAdded$.subscribe((e) => added.push(e));
    const { calls } = mockApi((call: SentRequest) =>
      call.url.startsWith('/api/cart/add/')
        ? {
            status: 200,
            body: {
              success: true,
              data: {
                cart: { cartId: 'c1', cartCount: 2, cartUrl: '/cart' },
                added: [{ id: 'i1', sku: 'LES-X', description: 'Group Ski Lesson' }],
              },
            },
          }
        : { status: 200, body: { success: true, data: { date: '2026-12-10', lessons: [lesson()] } } },
    );
    openPage(SEARCH);
    await screen.findByTestId('lessons-results');
    fireEvent.click(screen.getByRole('button', { name: /more/i }));
    fireEvent.click(screen.getByTestId('add-lesson-summit-peak-ski-group-adult-beginner'));
    await waitFor(() => expect(added).toHaveLength(1));
    sub.unsubscribe();
    expect(calls.at(-1)).toEqual({
      url: '/api/cart/add/lessons',
      method: 'POST',
      body: { productId: 'summit-peak-ski-group-adult-beginner', date: '2026-12-10', quantity: 2, options: {} },
    });
  });

  it("shows the cart's refusal, such as 'Sold Out', beside the lesson", async () => {
    mockApi((call) =>
      call.url.startsWith('/api/cart/add/')
        ? { status: 409, body: { success: false, data: null, Message: 'Sold Out' } }
        : { status: 200, body: { success: true, data: { date: '2026-12-10', lessons: [lesson()] } } },
    );
    openPage(SEARCH);
    fireEvent.click(await screen.findByTestId('add-lesson-summit-peak-ski-group-adult-beginner'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sold Out');
  });
});
