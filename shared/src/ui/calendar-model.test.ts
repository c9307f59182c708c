import { calendarRules, calendarToday, dayAfterKey, dayLabel, isPickable, monthWeeks } from './calendar-model';

describe('calendar model', () => {
  it('lays a month out in Sunday-first weeks with blanks around it', () => {
    const weeks = monthWeeks('2026-12-15');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([null, null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']);
    expect(weeks[4]).toEqual(['2026-12-27', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null]);
  });

  it('keeps every day of a month with a daylight-saving change (March 2027)', () => {
    const days = monthWeeks('2027-03-01').flat().filter(Boolean);
    expect(days).toHaveLength(31);
    expect(days[13]).toBe('2027-03-14');
  });

  it('moves across month and year ends by key', () => {
    expect(dayAfterKey('2026-12-31', 'ArrowRight')).toBe('2027-01-01');
    expect(dayAfterKey('2027-01-31', 'PageDown')).toBe('2027-02-28');
    expect(dayAfterKey('2026-12-05', 'PageUp', true)).toBe('2025-12-05');
    expect(dayAfterKey('2026-12-02', 'Home')).toBe('2026-11-29');
    expect(dayAfterKey('2026-12-02', 'End')).toBe('2026-12-05');
    expect(dayAfterKey('2026-12-02', 'Tab')).toBeNull();
  });

  it('bounds by the ISO forms of min and max, and takes the given today', () => {
    const rules = calendarRules({ min: '12/01/26', max: '2027-01-15' });
    expect([rules.min, rules.max]).toEqual(['2026-12-01', '2027-01-15']);
    expect(isPickable('2026-11-30', rules)).toBe(false);
    expect(isPickable('2027-01-15', rules)).toBe(true);
    expect(isPickable('2027-01-16', rules)).toBe(false);
    expect(calendarToday('02/03/2027')).toBe('2027-02-03');
  });

  it('names a day in words for screen readers', () => {
    expect(dayLabel('2026-12-05')).toBe('Saturday, December 5, 2026');
  });

  it('"if min date is after max date, the max is dropped"', () => {
    const rules = calendarRules({ min: '12/10/2026', max: '12/01/2026' });
    expect(rules.conflict).toBe(true);
    expect(rules.max).toBeNull();
    expect(isPickable('2027-02-01', rules)).toBe(true);
    expect(isPickable('2026-12-09', rules)).toBe(false);
  });

  it("does not let a 'Sold Out' day be picked", () => {
    const rules = calendarRules({ subLabels: { '2026-12-06': { text: 'Sold Out', soldOut: true }, '2026-12-07': { text: '$89' } } });
    expect(isPickable('2026-12-06', rules)).toBe(false);
    expect(isPickable('2026-12-07', rules)).toBe(true);
  });
});
