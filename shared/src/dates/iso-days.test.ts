import { isoDaysBetween, isoDaysUntil, isoPlusDays } from './iso-days';

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
