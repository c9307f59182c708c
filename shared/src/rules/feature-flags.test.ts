import { FEATURE_FLAGS, featureFlagOn, rememberUrlFlags } from './feature-flags';

// A flag in the address of the page a visitor starts on holds for the tab, even when the code that
// asks for it loads pages later (the cart's, on the first add).

const at = (search: string) => ({ location: { search } as Location, sessionStorage: window.sessionStorage });

beforeEach(() => window.sessionStorage.clear());

test('the first page ?miniCart=1 turns the flag on for the tab; ?miniCart=0 off; off by default', () => {
  expect(featureFlagOn('miniCart', at(''))).toBe(false);
  rememberUrlFlags(at('?miniCart=1&resort=summit-peak'));
  expect(window.sessionStorage.getItem(FEATURE_FLAGS.miniCart)).toBe('1');
  // Pages later, on an address without it.
  expect(featureFlagOn('miniCart', at('?resort=summit-peak'))).toBe(true);
  expect(featureFlagOn('miniCart', at('?miniCart=0'))).toBe(false);
  expect(featureFlagOn('miniCart', at(''))).toBe(false);
});

test('storage that refuses (privacy mode) leaves every flag off without an error', () => {
  const refusing = {
    location: { search: '?miniCart=1' } as Location,
    sessionStorage: {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage,
  };
  expect(() => rememberUrlFlags(refusing)).not.toThrow();
  expect(featureFlagOn('miniCart', refusing)).toBe(false);
});
