import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GENERIC_API_ERROR } from '@resort/shared';
import { INVALID_START_DATE } from '@resort/shared/rules';
import { mockApi, renderInRemote } from '@resort/shared/testing';
import type { ActivityOffer } from '../api/search-activities';
import { ActivitiesResultsPage } from './activities-results-page';

const NO_RESULTS = "We apologize, but we couldn't find any results that matched your criteria, but changing your search may help.";

const activity = (overrides: Partial<ActivityOffer> = {}): ActivityOffer => ({
  id: 'coast-range-snow-tubing',
  resortId: 'coast-range',
  resortName: 'Coast Range',
  name: 'Snow Tubing',
  description: 'An hour on the lanes.',
  durationMinutes: 60,
  duration: '1 hour',
  startTime: '13:00',
  location: 'Tubing Hill',
  timeSlots: ['13:00'],
  minAge: 6,
  price: 5300,
  currency: 'CAD',
  date: '2026-12-10',
  seatsLeft: 30,
  soldOut: false,
  ...overrides,
});

function openPage(query: string) {
  window.history.pushState({}, '', `/activities?${query}`);
  return renderInRemote(<ActivitiesResultsPage />);
}

const found = (activities: ActivityOffer[]) => ({ status: 200, body: { success: true, data: { date: '2026-12-10', activities } } });

describe('Activities results page', () => {
  it('lists the activities of the start date', async () => {
    const { calls } = mockApi(() => found([activity()]));
    openPage('startDate=12%2F10%2F26');
    const results = await screen.findByTestId('activities-results');
    expect(results).toHaveTextContent('Snow Tubing');
    expect(results).toHaveTextContent('$53.00 CAD');
    expect(results).toHaveTextContent('starts 13:00');
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/activities?startDate=12%2F10%2F2026' });
  });

  it('shows the empty-search text when nothing runs that day', async () => {
    mockApi(() => found([]));
    openPage('startDate=12%2F10%2F2026');
    expect(await screen.findByText(NO_RESULTS)).toBeInTheDocument();
  });

  it("shows 'Oops!' when the server cannot be reached", async () => {
    mockApi(() => null);
    openPage('startDate=12%2F10%2F2026');
    expect(await screen.findByText('Oops!')).toBeInTheDocument();
    expect(screen.getByText(GENERIC_API_ERROR)).toBeInTheDocument();
  });

  it('start date valid: an invalid one is not searched', () => {
    const { calls } = mockApi(() => null);
    openPage('startDate=tomorrow');
    expect(screen.getByRole('status')).toHaveTextContent(INVALID_START_DATE);
    expect(calls).toEqual([]);
  });

  it("lists the week's mountain events from the searched day, day by day", async () => {
    const { calls } = mockApi((call) =>
      call.url === '/api/activities/mountain-events'
        ? {
            status: 200,
            body: {
              success: true,
              data: {
                startDate: '2026-12-10',
                endDate: '2026-12-16',
                events: [
                  {
                    id: 'e1',
                    resortId: 'coast-range',
                    resortName: 'Coast Range',
                    name: 'Torchlight Parade',
                    description: 'Torches.',
                    date: '2026-12-11',
                    startTime: '18:30',
                    location: 'Base Lodge',
                    free: true,
                  },
                ],
              },
            },
          }
        : found([activity()]),
    );
    openPage('startDate=12%2F10%2F2026');
    const events = await screen.findByRole('region', { name: 'Friday, December 11' });
    expect(events).toHaveTextContent('18:30 Torchlight Parade');
    expect(events).toHaveTextContent('Base Lodge. Torches.');
    // The events shown first are those of the resort the results start with.
    expect(screen.getByLabelText('Resort')).toHaveValue('coast-range');
    expect(calls.find((c) => c.url === '/api/activities/mountain-events')?.body).toEqual({
      startDate: '12/10/2026',
      resort: 'coast-range',
      days: 7,
    });
  });

  it('adds places on the activity to the cart', async () => {
    const { calls } = mockApi((call) =>
      call.url.startsWith('/api/cart/add/')
        ? { status: 200, body: { success: true, data: { cart: { cartId: 'c1', cartCount: 1, cartUrl: '/cart' }, added: [] } } }
        : found([activity()]),
    );
    openPage('startDate=12%2F10%2F2026');
    fireEvent.click(await screen.findByTestId('add-activity-coast-range-snow-tubing'));
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/cart/add/'))).toBe(true));
    expect(calls.find((c) => c.url.startsWith('/api/cart/add/'))).toEqual({
      url: '/api/cart/add/activities',
      method: 'POST',
      body: { productId: 'coast-range-snow-tubing', date: '2026-12-10', quantity: 1, options: {} },
    });
  });
});
