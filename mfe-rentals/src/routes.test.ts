import { describeRouteTable } from '@resort/shared/testing';
import { ROUTES } from './routes';

describeRouteTable('rentals', ROUTES, {
  pages: [
    ['/rentals', 'rentals'],
    ['/rentals/', 'rentals'],
    ['/my-epic-gear', 'my-epic-gear'],
  ],
  unknown: ['/rentals/skis', '/my-epic-gear/x', '/lodging'],
});
