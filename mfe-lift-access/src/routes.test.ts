import { matchRoute } from '@resort/shared/routes';
import { describeRouteTable } from '@resort/shared/testing';
import { ROUTES } from './routes';

describeRouteTable('lift tickets and passes', ROUTES, {
  pages: [
    ['/lift-tickets', 'lift-tickets'],
    ['/lift-tickets/vail', 'lift-tickets'],
    ['/passes', 'passes'],
    ['/passes/epic-pass', 'pass'],
    ['/my-passes', 'my-passes'],
    ['/my-passes/reservations', 'reservations'],
    ['/bike-park', 'bike-park'],
  ],
  unknown: ['/passes/a/b', '/my-passes/other', '/lift-ticketsx'],
});

describe('the lift tickets and passes route table', () => {
  it('passes the decoded path parameter to the page', () => {
    expect(matchRoute(ROUTES, '/passes/epic%20day')?.params).toEqual({ passId: 'epic day' });
  });
});
