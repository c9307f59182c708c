import { matchRoute } from '@resort/shared/routes';
import { ROUTES } from './routes';

describe('the lift tickets and passes route table', () => {
  it.each([
    ['/lift-tickets', 'lift-tickets'],
    ['/lift-tickets/vail', 'lift-tickets'],
    ['/passes', 'passes'],
    ['/passes/epic-pass', 'pass'],
    ['/my-passes', 'my-passes'],
    ['/my-passes/reservations', 'reservations'],
    ['/bike-park', 'bike-park'],
  ])('%s is the %s page', (path, page) => {
    expect(matchRoute(ROUTES, path)?.page).toBe(page);
  });

  it.each(['/passes/a/b', '/my-passes/other', '/lift-ticketsx'])('%s is none of its pages', (path) => {
    expect(matchRoute(ROUTES, path)).toBeNull();
  });

  it('passes the decoded path parameter to the page', () => {
    expect(matchRoute(ROUTES, '/passes/epic%20day')?.params).toEqual({ passId: 'epic day' });
  });
});
