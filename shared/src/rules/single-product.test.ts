import { singleProductLink, singleProductTarget, validateSingleProduct } from './single-product';

describe('single-product widget', () => {
  it('"On click the placeholder is replaced by the chosen date, formatted with the format given on the button"', () => {
    expect(singleProductLink('/buy/tickets?date={startDate}', '12/05/2026', 'yyyy-MM-dd')).toBe('/buy/tickets?date=2026-12-05');
  });

  it('"With no date chosen, the widget shows an error state": the registered message', () => {
    expect(validateSingleProduct('', 'Please choose a start date')).toBe('Please choose a start date');
    expect(validateSingleProduct('12/0', 'Please choose a start date')).toBe('Please choose a start date');
  });

  it('falls back to Required Field without a registered message, and is clear with a date', () => {
    expect(validateSingleProduct('', null)).toBe('Required Field');
    expect(validateSingleProduct('', '  ')).toBe('Required Field');
    expect(validateSingleProduct('12/05/2026', 'Please choose a start date')).toBeNull();
  });

  it('"opens in the same window or in the named target window"', () => {
    expect(singleProductTarget(undefined)).toBe('_self');
    expect(singleProductTarget('booking')).toBe('booking');
  });
});
