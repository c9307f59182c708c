import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderInRemote } from '@resort/shared/testing';
import type { LessonOffer } from '../../lessons/api/search-lessons';
import { LessonsPlanner } from './lessons-planner';

const lesson = (id: string, ageGroup: string, overrides: Partial<LessonOffer> = {}): LessonOffer => ({
  id,
  resortId: 'summit-peak',
  resortName: 'Summit Peak',
  sport: 'ski',
  type: 'group',
  ageGroup,
  minAge: 15,
  maxAge: null,
  level: 'Beginner',
  title: `Group Ski Lesson: Beginner (${ageGroup})`,
  description: '',
  durationMinutes: 180,
  duration: '3 hours',
  price: 18900,
  currency: 'USD',
  date: '2026-12-20',
  seatsLeft: 6,
  soldOut: false,
  ...overrides,
});

const trip = { resortId: 'summit-peak', arrival: '2026-12-20', departure: '2026-12-23', adultCount: 2, childCount: 1 };

const day = (lessons: LessonOffer[]) => ({ status: 200, body: { success: true, data: { date: '2026-12-20', lessons } } });

describe("the trip planner's lessons", () => {
  it("asks for the adults' and the children's group lessons on the arrival day at the trip's resort", async () => {
    const { calls } = mockApi(({ body }) => {
      const age = (body as { age: string }).age;
      return age === 'adult 15+'
        ? day([lesson('private-adult', age, { type: 'private' }), lesson('group-adult', age)])
        : day([lesson('group-youth', age, { price: 12900 })]);
    });
    renderInRemote(<LessonsPlanner {...trip} />);
    const section = screen.getByTestId('planner-lessons');
    const buttons = await within(section).findAllByRole('button', { name: /^Add to cart: / });
    expect(calls.map((c) => c.body)).toEqual([
      { sport: 'ski', age: 'adult 15+', level: 'Beginner', date: '12/20/2026', resort: 'summit-peak' },
      { sport: 'ski', age: 'youth 7-14', level: 'Beginner', date: '12/20/2026', resort: 'summit-peak' },
    ]);
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Add to cart: Group Ski Lesson: Beginner (adult 15+) for adults',
      'Add to cart: Group Ski Lesson: Beginner (youth 7-14) for child',
    ]);
    // Two adults at 189.00, one child at 129.00.
    expect(within(section).getByText('$378.00')).toBeInTheDocument();
    expect(within(section).getByText('$129.00')).toBeInTheDocument();
  });

  it('holds one place per participant', async () => {
    const { calls } = mockApi(({ url, body }) => {
      if (url === '/api/cart/add/lessons')
        return { status: 200, body: { success: true, data: { cart: { cartId: 'c', cartCount: 2, cartUrl: '/cart' }, added: [] } } };
      return day([lesson('group-adult', (body as { age: string }).age)]);
    });
    renderInRemote(<LessonsPlanner {...trip} childCount={0} />);
    await userEvent.click(await screen.findByRole('button', { name: /^Add to cart: / }));
    expect(await screen.findByText('Added to cart.')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/cart/add/lessons')?.body).toEqual({
      productId: 'group-adult',
      date: '2026-12-20',
      quantity: 2,
      options: {},
    });
  });

  it('a lesson with fewer places than the party is not offered', async () => {
    mockApi(({ body }) => day([lesson('group-adult', (body as { age: string }).age, { seatsLeft: 1 })]));
    renderInRemote(<LessonsPlanner {...trip} childCount={0} />);
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No group lesson has room for your party on Sun, Dec 20.');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Add/ })).toBeNull());
  });
});
