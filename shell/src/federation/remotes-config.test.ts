import fs from 'node:fs';
import path from 'node:path';
import { canaryBucket, matchesRoutes, parseRemotesConfig, remotesForVisitor } from './remotes-config';

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

  test('a canary is read with its entry and percent, and a wrong one is refused naming the field', () => {
    const canary = { entry: 'http://127.0.0.1:3341/mf-manifest.json', percent: 5 };
    expect(parseRemotesConfig({ lodging: { entry: '/l.json', routes: [], canary } }).lodging.canary).toEqual(canary);
    expect(() => parseRemotesConfig({ lodging: { entry: '/l.json', routes: [], canary: 'x' } })).toThrow(/lodging\.canary: expected/);
    expect(() => parseRemotesConfig({ lodging: { entry: '/l.json', routes: [], canary: { percent: 5 } } })).toThrow(
      /lodging\.canary\.entry/,
    );
    for (const percent of [-1, 101, '50', Number.NaN]) {
      expect(() => parseRemotesConfig({ lodging: { entry: '/l.json', routes: [], canary: { entry: '/c.json', percent } } })).toThrow(
        'remotes.json is not valid: lodging.canary.percent: expected a number from 0 to 100',
      );
    }
  });

  test("a visitor's bucket is the same on every call, and the buckets of many visitors spread over 0-99", () => {
    const ids = Array.from({ length: 2000 }, (_, i) => `visitor-${i}`);
    expect(ids.map((id) => canaryBucket(id, 'lodging'))).toEqual(ids.map((id) => canaryBucket(id, 'lodging')));
    const below50 = ids.filter((id) => canaryBucket(id, 'lodging') < 50).length;
    expect(below50).toBeGreaterThan(900);
    expect(below50).toBeLessThan(1100);
    expect(new Set(ids.map((id) => canaryBucket(id, 'lodging'))).size).toBe(100);
  });

  test('a visitor in the canary gets its entry and the stable one to fall back on; 0 % is nobody, 100 % everybody', () => {
    const config = (percent: number) =>
      parseRemotesConfig({ lodging: { entry: '/stable.json', routes: ['/lodging'], canary: { entry: '/canary.json', percent } } });
    const ids = Array.from({ length: 200 }, (_, i) => `v${i}`);
    const inCanary = (percent: number) => ids.filter((id) => remotesForVisitor(config(percent), id).lodging.entry === '/canary.json');
    expect(inCanary(0)).toEqual([]);
    expect(inCanary(100)).toEqual(ids);
    // widening keeps everyone who was in: a bucket below 20 is below 50 too
    expect(inCanary(50)).toEqual(expect.arrayContaining(inCanary(20)));
    const id = inCanary(50)[0];
    expect(remotesForVisitor(config(50), id).lodging).toEqual({ entry: '/canary.json', routes: ['/lodging'], stable: '/stable.json' });
    expect(remotesForVisitor(config(100), '').lodging).toEqual({ entry: '/stable.json', routes: ['/lodging'] });
  });
});
