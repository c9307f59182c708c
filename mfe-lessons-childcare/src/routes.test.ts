import { matchRoute } from '@resort/shared/routes';
import { ROUTES } from './routes';

describe('the lessons, childcare and activities route table', () => {
  it.each([
    ['/lessons', 'lessons'],
    ['/lessons/change-request', 'change-request'],
    ['/lessons/all', 'lessons-catalog'],
    ['/activities', 'activities'],
    ['/childcare/', 'childcare'],
  ])('%s is the %s page', (path, page) => {
    expect(matchRoute(ROUTES, path)?.page).toBe(page);
  });

  it.each(['/lessons/other', '/childcares', '/lift-tickets'])('%s is none of its pages', (path) => {
    expect(matchRoute(ROUTES, path)).toBeNull();
  });
});
