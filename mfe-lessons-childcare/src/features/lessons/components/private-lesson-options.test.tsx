import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderInRemote } from '@resort/shared/testing';
import type { LessonOffer } from '../api/search-lessons';
import { PrivateLessonOptions } from './private-lesson-options';

const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });

const lesson: LessonOffer = {
  id: 'summit-peak-ski-private-adult-intermediate',
  resortId: 'summit-peak',
  resortName: 'Summit Peak',
  sport: 'ski',
  type: 'private',
  ageGroup: 'adult 15+',
  minAge: 15,
  maxAge: null,
  level: 'Intermediate',
  title: 'Private Ski Lesson: Intermediate',
  description: 'Your own instructor.',
  durationMinutes: 120,
  duration: '2 hours',
  price: 59900,
  currency: 'USD',
  date: '2026-12-10',
  seatsLeft: 6,
  soldOut: false,
};

// The page never prices: each choice is asked of the server, which answers from its table.
const PER_PARTICIPANT: Record<string, number[]> = { '2h': [59900, 35900, 27000], '3h': [83900, 50300, 37700] };
const SLOTS: Record<string, { startTime: string; endTime: string; available: boolean }[]> = {
  '2h': [
    { startTime: '09:00', endTime: '11:00', available: false },
    { startTime: '13:00', endTime: '15:00', available: true },
  ],
  '3h': [
    { startTime: '09:00', endTime: '12:00', available: false },
    { startTime: '13:00', endTime: '16:00', available: true },
  ],
};

describe('private lesson options', () => {
  test('the price follows the hours and participants chosen; a taken start time cannot be picked; adding sends the choice', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockApi(({ url, body }) => {
      if (url === '/api/lessons/private-pricing') {
        const { duration, participants } = body as { duration: string; participants: number };
        const each = PER_PARTICIPANT[duration][participants - 1];
        return ok({
          lessonId: lesson.id,
          date: lesson.date,
          duration,
          participants,
          currency: 'USD',
          perParticipant: each,
          total: each * participants,
          table: [],
          slots: SLOTS[duration],
        });
      }
      if (url === '/api/cart/add/lessons') return ok({ cart: { cartId: 'c', cartCount: 2, cartUrl: '/cart' }, added: [] });
      return null;
    });
    renderInRemote(<PrivateLessonOptions lesson={lesson} />);
    const price = screen.getByTestId(`private-${lesson.id}-price`);
    await waitFor(() => expect(price).toHaveTextContent('$599.00 total ($599.00 per participant)'));
    expect(screen.getByRole('option', { name: '09:00-11:00 (Sold Out)' })).toBeDisabled();
    expect(screen.getByLabelText('Start time')).toHaveValue('13:00');

    await user.click(screen.getByRole('button', { name: /more participants/i }));
    await waitFor(() => expect(price).toHaveTextContent('$718.00 total ($359.00 per participant)'));
    await user.click(screen.getByRole('radio', { name: '3 hours' }));
    await waitFor(() => expect(price).toHaveTextContent('$1,006.00 total ($503.00 per participant)'));

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/cart/add/lessons')).toBe(true));
    expect(calls.find((c) => c.url === '/api/cart/add/lessons')?.body).toEqual({
      productId: lesson.id,
      date: lesson.date,
      quantity: 2,
      options: { duration: '3h', startTime: '13:00' },
    });
  });
});
