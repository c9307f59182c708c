import { matchRoute } from '@resort/shared/routes';
import { describeRouteTable } from '@resort/shared/testing';
import { ROUTES } from './routes';

describeRouteTable('lodging', ROUTES, {
  pages: [
    ['/lodging', 'lodging'],
    ['/lodging/', 'lodging'],
    ['/lodging/packages', 'packages'],
    ['/lodging/keystone-lodge', 'property'],
  ],
  unknown: ['/lodgings', '/lodging/a/b', '/rentals'],
});

describe('the lodging route table', () => {
  it('passes the decoded path parameter to the page', () => {
    expect(matchRoute(ROUTES, '/lodging/keystone%20lodge')?.params).toEqual({ propertyId: 'keystone lodge' });
  });
});
