import fs from 'node:fs';
import path from 'node:path';
import { matchesRoutes, parseRemotesConfig } from './remotes-config';

describe('remotes.json contract', () => {
  test("the store's own remotes.json is valid and names every line's remote", () => {
    const remotes = parseRemotesConfig(JSON.parse(fs.readFileSync(path.join(__dirname, '../../remotes.json'), 'utf8')));
    expect(Object.keys(remotes).sort()).toEqual(['account', 'cart_checkout', 'lessons_childcare', 'lift_access', 'lodging', 'rentals']);
    expect(remotes.lift_access.routes).toContain('/lift-tickets');
  });

  test('an entry without routes is refused with a message naming the field', () => {
    expect(() => parseRemotesConfig({ lodging: { entry: '/remotes/lodging/mf-manifest.json' } })).toThrow(/routes/);
  });

  test('a route that is not a path is refused', () => {
    expect(() => parseRemotesConfig({ lodging: { entry: '/x.json', routes: ['lodging'] } })).toThrow(
      'remotes.json is not valid: lodging.routes[0]: expected a path starting with "/"',
    );
  });

  test('an empty entry, a wrong global, a remote that is not an object and a file that is not a map are refused', () => {
    expect(() => parseRemotesConfig({ lodging: { entry: '', routes: [] } })).toThrow(/lodging\.entry/);
    expect(() => parseRemotesConfig({ lodging: { entry: '/x.json', routes: [], global: 'yes' } })).toThrow(/lodging\.global/);
    expect(() => parseRemotesConfig({ lodging: '/x.json' })).toThrow(/lodging: expected an object/);
    expect(() => parseRemotesConfig([])).toThrow(/remotes.json is not valid/);
    expect(() => parseRemotesConfig(null)).toThrow(/remotes.json is not valid/);
  });

  test('what is read is exactly the entry, routes and global of each remote', () => {
    expect(
      parseRemotesConfig({ a: { entry: '/a.json', routes: ['/a'], global: true, extra: 1 }, b: { entry: '/b.json', routes: [] } }),
    ).toEqual({
      a: { entry: '/a.json', routes: ['/a'], global: true },
      b: { entry: '/b.json', routes: [] },
    });
  });

  test('a route matches itself and the paths under it only', () => {
    expect(matchesRoutes('/lodging/packages', ['/lodging'])).toBe(true);
    expect(matchesRoutes('/lodgingx', ['/lodging'])).toBe(false);
  });
});
