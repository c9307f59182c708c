import fs from 'node:fs';
import path from 'node:path';
import { ROUTES as account } from '@resort/mfe-account/routes';
import { ROUTES as cartCheckout } from '@resort/mfe-cart-checkout/routes';
import { ROUTES as lessonsChildcare } from '@resort/mfe-lessons-childcare/routes';
import { ROUTES as liftAccess } from '@resort/mfe-lift-access/routes';
import { ROUTES as lodging } from '@resort/mfe-lodging/routes';
import { ROUTES as rentals } from '@resort/mfe-rentals/routes';
import { routePrefixes, type RouteTable } from '@resort/shared/routes';
import { parseRemotesConfig } from './remotes-config';

const TABLES: Record<string, RouteTable> = {
  lift_access: liftAccess,
  lodging,
  rentals,
  lessons_childcare: lessonsChildcare,
  cart_checkout: cartCheckout,
  account,
};

// remotes.json's routes are written from the route tables (scripts/remote-routes.mjs, run by the build).
test("remotes.json's routes are the route tables' prefixes, for every remote", () => {
  const remotes = parseRemotesConfig(JSON.parse(fs.readFileSync(path.join(__dirname, '../../remotes.json'), 'utf8')));
  expect(Object.keys(remotes).sort()).toEqual(Object.keys(TABLES).sort());
  const routes = Object.fromEntries(Object.entries(remotes).map(([name, remote]) => [name, remote.routes]));
  const fromTables = Object.fromEntries(Object.keys(remotes).map((name) => [name, routePrefixes(TABLES[name])]));
  expect(routes).toEqual(fromTables);
});
