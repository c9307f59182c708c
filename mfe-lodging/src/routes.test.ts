import { matchRoute } from '@resort/shared/routes';
import { ROUTES } from './routes';

describe('the lodging route table', () => {
  it.each([
    ['/lodging', 'lodging'],
    ['/lodging/', 'lodging'],
    ['/lodging/packages', 'packages'],
    ['/lodging/keystone-lodge', 'property'],
  ])('%s is the %s page', (path, page) => {
    expect(matchRoute(ROUTES, path)?.page).toBe(page);
  });

  it.each(['/lodgings', '/lodging/a/b', '/rentals'])('%s is none of its pages', (path) => {
    expect(matchRoute(ROUTES, path)).toBeNull();
  });

  it('passes the decoded path parameter to the page', () => {
    expect(matchRoute(ROUTES, '/lodging/keystone%20lodge')?.params).toEqual({ propertyId: 'keystone lodge' });
  });
});
