import { formatMoney, lineTax } from './format';

describe('formatMoney: "$1,234.50", with the currency code appended when it is not USD', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [13400, '$134.00'],
    [123450, '$1,234.50'],
    [100000, '$1,000.00'],
    [99999999, '$999,999.99'],
    [123456789012, '$1,234,567,890.12'],
    [-123450, '-$1,234.50'],
    [1234.6, '$12.35'],
  ])('%d minor units read %s', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });

  it('groups as en-US does, for every order of magnitude', () => {
    for (let major = 1; major < 1e12; major = major * 10 + 7) {
      expect(formatMoney(major * 100)).toBe(`$${major.toLocaleString('en-US')}.00`);
    }
  });

  it('names a currency other than USD', () => {
    expect(formatMoney(9900, 'CAD')).toBe('$99.00 CAD');
  });
});

describe('lineTax: rounded half-up to the minor unit', () => {
  it('rounds half up', () => {
    expect(lineTax(10000, 890)).toBe(890);
    expect(lineTax(50, 1000)).toBe(5);
    expect(lineTax(45, 1000)).toBe(5);
    expect(lineTax(44, 1000)).toBe(4);
  });
});
