import { isHolidayWeek, isWeekend, onlinePriceFor, windowPrice } from './pricing';

describe('lift ticket prices', () => {
  it('holiday weeks are Dec 20 - Jan 3 and Presidents week', () => {
    expect(isHolidayWeek('2026-12-19')).toBe(false);
    expect(isHolidayWeek('2026-12-20')).toBe(true);
    expect(isHolidayWeek('2027-01-03')).toBe(true);
    expect(isHolidayWeek('2027-01-04')).toBe(false);
    // Presidents' Day 2027 is Monday Feb 15: Saturday Feb 13 to Sunday Feb 21.
    expect(isHolidayWeek('2027-02-12')).toBe(false);
    expect(isHolidayWeek('2027-02-13')).toBe(true);
    expect(isHolidayWeek('2027-02-21')).toBe(true);
    expect(isHolidayWeek('2027-02-22')).toBe(false);
  });

  it('weekends and holiday weeks cost more than weekdays', () => {
    expect(isWeekend('2026-12-05')).toBe(true);
    expect(isWeekend('2026-12-07')).toBe(false);
    const weekday = windowPrice('summit-peak', 1, '2026-12-07', 1);
    expect(windowPrice('summit-peak', 1, '2026-12-05', 1)).toBeGreaterThan(weekday);
    expect(windowPrice('summit-peak', 1, '2026-12-28', 1)).toBeGreaterThan(windowPrice('summit-peak', 1, '2026-12-05', 1));
  });

  it('a multi-day ticket costs less per day, and toddlers ski free', () => {
    const one = windowPrice('summit-peak', 1, '2026-12-07', 1);
    expect(windowPrice('summit-peak', 3, '2026-12-07', 1)).toBeLessThan(3 * one);
    expect(windowPrice('summit-peak', 3, '2026-12-07', 0)).toBe(0);
  });

  it('buy-ahead savings: full window price within 7 days, 10% off 8-14 days ahead, 20% off 15+ days ahead', () => {
    expect(onlinePriceFor(10000, 8000, 0)).toBe(10000);
    expect(onlinePriceFor(10000, 8000, 7)).toBe(10000);
    expect(onlinePriceFor(10000, 8000, 8)).toBe(9000);
    expect(onlinePriceFor(10000, 8000, 14)).toBe(9000);
    expect(onlinePriceFor(10000, 8000, 15)).toBe(8000);
  });
});
