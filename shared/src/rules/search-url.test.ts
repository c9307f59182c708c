import { queryValue, withSearchParams } from './search-url';

describe('withSearchParams', () => {
  it.each([
    ['/results', '/results?a=1&b=x+y'],
    ['/results?resort=summit', '/results?resort=summit&a=1&b=x+y'],
    ['/results?', '/results?a=1&b=x+y'],
    ['/results#top', '/results?a=1&b=x+y#top'],
    ['https://shop.test/r?x=1#f', 'https://shop.test/r?x=1&a=1&b=x+y#f'],
  ])('extends %s', (base, expected) => {
    expect(withSearchParams(base, { a: 1, b: 'x y' })).toBe(expected);
  });

  it('leaves the URL alone without parameters', () => {
    expect(withSearchParams('/r', {})).toBe('/r');
  });
});

describe('queryValue', () => {
  it('takes the first of repeated keys and empties missing ones', () => {
    expect(queryValue(['a', 'b'])).toBe('a');
    expect(queryValue(undefined)).toBe('');
    expect(queryValue('x')).toBe('x');
  });
});
