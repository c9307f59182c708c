import { DateTime } from 'luxon';
import {
  isoDayLabel,
  isoDaysBetween,
  isoDaysUntil,
  isoMonthLabel,
  isoMonthLength,
  isoMonthStart,
  isoPlusDays,
  isoPlusMonths,
  isoShortDayLabel,
  isoWeekday,
} from './iso-days';

describe('calendar days on ISO dates', () => {
  test('adding days crosses months, years and the spring clock change without drifting', () => {
    expect(isoPlusDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(isoPlusDays('2027-03-13', 2)).toBe('2027-03-15');
    expect(isoPlusDays('2027-03-01', -1)).toBe('2027-02-28');
  });

  test('days between two dates, and NaN for text that is not one', () => {
    expect(isoDaysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(isoDaysBetween('2027-01-02', '2026-12-30')).toBe(-3);
    expect(isoDaysBetween('12/30/2026', '2027-01-02')).toBeNaN();
  });

  test('the nights of a stay: arrival up to, not including, departure, bounded by the limit', () => {
    expect(isoDaysUntil('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(isoDaysUntil('2027-01-02', '2027-01-02')).toEqual([]);
    expect(isoDaysUntil('2026-01-01', '9999-01-01', 3)).toHaveLength(3);
    expect(isoDaysUntil('not a date', '2027-01-02')).toEqual([]);
  });
});

describe('calendar days on ISO dates, as luxon counts them', () => {
  // Every day of 1999-2031, so leap years, month ends and the clock changes are all crossed.
  const everyDay: string[] = [];
  for (let day = DateTime.utc(1999, 1, 1); day.year <= 2031; day = day.plus({ days: 1 })) everyDay.push(day.toISODate()!);

  test('weekday, month length, first of the month and days on', () => {
    for (const iso of everyDay) {
      const luxon = DateTime.fromISO(iso, { zone: 'UTC' });
      expect([iso, isoWeekday(iso), isoMonthLength(iso), isoMonthStart(iso)]).toEqual([
        iso,
        luxon.weekday % 7,
        luxon.daysInMonth,
        luxon.startOf('month').toISODate(),
      ]);
      expect([iso, isoPlusDays(iso, 1), isoPlusDays(iso, -7)]).toEqual([
        iso,
        luxon.plus({ days: 1 }).toISODate(),
        luxon.minus({ days: 7 }).toISODate(),
      ]);
    }
  });

  test('months and years on, to the same day or the month’s last', () => {
    for (const iso of everyDay) {
      const luxon = DateTime.fromISO(iso, { zone: 'UTC' });
      expect([iso, isoPlusMonths(iso, 1), isoPlusMonths(iso, -1), isoPlusMonths(iso, 12), isoPlusMonths(iso, -12)]).toEqual([
        iso,
        luxon.plus({ months: 1 }).toISODate(),
        luxon.minus({ months: 1 }).toISODate(),
        luxon.plus({ years: 1 }).toISODate(),
        luxon.minus({ years: 1 }).toISODate(),
      ]);
    }
  });

  test('labels in words, as the calendar and the planner show them', () => {
    for (const iso of everyDay) {
      const luxon = DateTime.fromISO(iso, { zone: 'UTC' }).setLocale('en-US');
      expect([iso, isoDayLabel(iso), isoMonthLabel(iso), isoShortDayLabel(iso)]).toEqual([
        iso,
        luxon.toFormat('cccc, LLLL d, yyyy'),
        luxon.toFormat('LLLL yyyy'),
        luxon.toFormat('EEE, MMM d'),
      ]);
    }
  });
});
