import fc from 'fast-check';
import { addDays, compareDates, daysBetween, isSameDate, isValidDate, normalizeDate } from './calendar-math';

describe('addDays', () => {
  it.each([
    ['11/22/2026', 1, '11/23/2026'],
    ['12/31/2026', 1, '01/01/2027'],
    ['02/28/2027', 1, '03/01/2027'],
    ['02/28/2028', 1, '02/29/2028'],
    ['03/08/2026', 1, '03/09/2026'],
    ['11/22/2026', -22, '10/31/2026'],
    ['11/22/26', 28, '12/20/2026'],
  ])('%s + %i days is %s', (date, n, expected) => {
    expect(addDays(date, n)).toBe(expected);
  });

  it('is empty for text that is not a date', () => {
    expect(addDays('', 1)).toBe('');
    expect(addDays('11/2', 1)).toBe('');
  });

  it('moves by exactly n calendar days', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }),
        fc.integer({ min: -400, max: 400 }),
        (d, n) => {
          const start = normalizeDate(d.toISOString().slice(0, 10));
          expect(daysBetween(start, addDays(start, n))).toBe(n);
        },
      ),
    );
  });
});

describe('compareDates', () => {
  it('orders by calendar day, across the accepted spellings', () => {
    expect(compareDates('11/22/2026', '11/23/2026')).toBe(-1);
    expect(compareDates('01/01/2027', '12/31/2026')).toBe(1);
    expect(compareDates('11/22/26', '2026-11-22')).toBe(0);
  });

  it('is NaN with a missing date so no bound passes', () => {
    expect(compareDates('', '11/22/2026')).toBeNaN();
    expect(compareDates('11/22/2026', 'x')).toBeNaN();
    expect(isSameDate('', '')).toBe(false);
  });
});

describe('isValidDate and normalizeDate', () => {
  it('accepts MM/DD/YYYY and MM/DD/YY', () => {
    expect(isValidDate('11/22/2026')).toBe(true);
    expect(isValidDate('11/22/26')).toBe(true);
    expect(isValidDate('22/11/2026')).toBe(false);
    expect(normalizeDate('1/5/27')).toBe('01/05/2027');
    expect(normalizeDate('nope')).toBe('');
  });
});
