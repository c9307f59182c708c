import { DateTime } from 'luxon';
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

describe('calendar arithmetic on text dates, as luxon counts', () => {
  it('adds, compares, counts and normalizes every day of 1999-2031 as luxon does', () => {
    const ref = DateTime.utc(2015, 6, 15);
    for (let day = DateTime.utc(1999, 1, 1); day.year <= 2031; day = day.plus({ days: 1 })) {
      const text = day.toFormat('M/d/yy');
      expect([text, addDays(text, 45), addDays(text, -400)]).toEqual([
        text,
        day.plus({ days: 45 }).toFormat('MM/dd/yyyy'),
        day.minus({ days: 400 }).toFormat('MM/dd/yyyy'),
      ]);
      expect([text, daysBetween(ref.toISODate()!, text), compareDates(text, '06/15/2015'), normalizeDate(text)]).toEqual([
        text,
        Math.round(day.diff(ref, 'days').days),
        Math.sign(day.toMillis() - ref.toMillis()),
        day.toFormat('MM/dd/yyyy'),
      ]);
    }
  });
});
