import { describeRouteTable } from '@resort/shared/testing';
import { ROUTES } from './routes';

describeRouteTable('lessons, childcare and activities', ROUTES, {
  pages: [
    ['/lessons', 'lessons'],
    ['/lessons/change-request', 'change-request'],
    ['/lessons/all', 'lessons-catalog'],
    ['/activities', 'activities'],
    ['/childcare/', 'childcare'],
  ],
  unknown: ['/lessons/other', '/childcares', '/lift-tickets'],
});
