import { matchRoute } from '@resort/shared/routes';
import { ROUTES } from './routes';

describe('the rentals route table', () => {
  it.each([
    ['/rentals', 'rentals'],
    ['/rentals/', 'rentals'],
    ['/my-epic-gear', 'my-epic-gear'],
  ])('%s is the %s page', (path, page) => {
    expect(matchRoute(ROUTES, path)?.page).toBe(page);
  });

  it.each(['/rentals/skis', '/my-epic-gear/x', '/lodging'])('%s is none of its pages', (path) => {
    expect(matchRoute(ROUTES, path)).toBeNull();
  });
});
