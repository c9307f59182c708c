import { mockApi, renderInRemote } from '@resort/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LessonsCatalogPage } from './lessons-catalog-page';

const list = mockApi('POST', '/api/lessons/list');

const lesson = (n: number) => ({
  id: `summit-peak-lesson-${n}`,
  resortId: 'summit-peak',
  resortName: 'Summit Peak',
  sport: 'ski',
  type: 'group',
  ageGroup: 'adult 15+',
  minAge: 15,
  maxAge: null,
  level: 'Beginner',
  title: `Lesson ${n}`,
  description: 'Learn.',
  durationMinutes: 180,
  duration: '3 hours',
  price: 18900,
  currency: 'USD',
});

describe('all lessons page ("lessons")', () => {
  beforeEach(() => {
    list.mockReset();
    list.mockImplementation(async (body) => {
      const { page } = body as { page: number };
      const lessons = page === 1 ? Array.from({ length: 12 }, (_, i) => lesson(i + 1)) : [lesson(13)];
      return { success: true, status: 200, data: { lessons, page, pageSize: 12, total: 13, pageCount: 2 } };
    });
  });

  it('pages through the list and narrows it, asking the server each time', async () => {
    renderInRemote(<LessonsCatalogPage />);
    const user = userEvent.setup();
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Lessons' })).getAllByRole('listitem')).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lesson 13' })).toBeInTheDocument();
    expect(list).toHaveBeenLastCalledWith({ page: 2, pageSize: 12 });
    await user.selectOptions(screen.getByLabelText('Lesson type'), 'Private lessons');
    expect(list).toHaveBeenLastCalledWith({ type: 'private', page: 1, pageSize: 12 });
  });
});
