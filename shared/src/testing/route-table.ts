import { matchRoute, type RouteTable } from '../routing/route-table';

/**
 * A remote's route table held to its paths: each listed path answers its page, every page of the
 * table is reached by one of them, and the unknown paths answer none.
 */
export function describeRouteTable(name: string, table: RouteTable, paths: { pages: [string, string][]; unknown: string[] }): void {
  describe(`the ${name} route table`, () => {
    it.each(paths.pages)('%s is the %s page', (path, page) => {
      expect(matchRoute(table, path)?.page).toBe(page);
    });

    it('lists a path for every page of the table', () => {
      expect(new Set(paths.pages.map(([, page]) => page))).toEqual(new Set(table.map((route) => route.page)));
    });

    it.each(paths.unknown)('%s is none of its pages', (path) => {
      expect(matchRoute(table, path)).toBeNull();
    });
  });
}
