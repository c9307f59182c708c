import { matchRoute, routePrefixes, type RouteTable } from './route-table';

const TABLE = [
  { path: '/lodging/packages', page: 'packages' },
  { path: '/lodging/:propertyId', page: 'property' },
  { path: '/lodging', page: 'lodging' },
  { path: '/lift-tickets{/*rest}', page: 'lift-tickets' },
] as const satisfies RouteTable;

describe('a remote route table', () => {
  it('answers a path with the first matching page and its decoded parameters', () => {
    expect(matchRoute(TABLE, '/lodging/packages')).toEqual({ page: 'packages', params: {} });
    expect(matchRoute(TABLE, '/lodging/keystone%20lodge')).toEqual({ page: 'property', params: { propertyId: 'keystone lodge' } });
    expect(matchRoute(TABLE, '/lift-tickets/vail/2026')).toEqual({ page: 'lift-tickets', params: { rest: 'vail/2026' } });
  });

  it('has one trailing-slash rule: a path with one trailing slash is the same page', () => {
    expect(matchRoute(TABLE, '/lodging/')?.page).toBe('lodging');
    expect(matchRoute(TABLE, '/lodging/packages/')?.page).toBe('packages');
  });

  it('answers no page for an unknown path, a deeper one, or a malformed escape', () => {
    expect(matchRoute(TABLE, '/rentals')).toBeNull();
    expect(matchRoute(TABLE, '/lodgings')).toBeNull();
    expect(matchRoute(TABLE, '/lodging/a/b')).toBeNull();
    expect(matchRoute(TABLE, '/lodging/%E0%A4%A')).toBeNull();
  });

  it("gives the remote's route prefixes: each fixed start once, leaving out those another covers", () => {
    expect(routePrefixes(TABLE)).toEqual(['/lodging', '/lift-tickets']);
    expect(
      routePrefixes([
        { path: '/passes/:id', page: 'pass' },
        { path: '/bike-park', page: 'bike' },
      ]),
    ).toEqual(['/passes', '/bike-park']);
  });
});
