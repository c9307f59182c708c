import { DateTime, Settings } from 'luxon';
import { formatDate, parseDate, resortToday, toIsoDate } from './date-time';
import { displayDate, isoFromInput, isTypedDateForm, TWO_DIGIT_CUTOFF_YEAR, todayIso } from './parse';

describe('isTypedDateForm', () => {
  it.each(['11/22/2026', '11/22/26', '1/5/2027', ' 02/28/2027 ', '02/30/2027'])(
    '"Dates use MM/DD/YYYY; MM/DD/YY is also accepted": %p is written as a visitor types a date',
    (text) => {
      expect(isTypedDateForm(text)).toBe(true);
    },
  );

  it.each(['2026-12-01', '11-22-2026', '11/22', '11/22/202', 'tomorrow', ''])('%p is not', (text) => {
    expect(isTypedDateForm(text)).toBe(false);
  });
});

describe('parseDate', () => {
  it.each([
    ['11/22/2026', '2026-11-22'],
    ['11/22/26', '2026-11-22'],
    ['1/5/2027', '2027-01-05'],
    ['2026-12-01', '2026-12-01'],
    [' 02/28/2027 ', '2027-02-28'],
  ])('"Dates use MM/DD/YYYY; MM/DD/YY is also accepted": %s reads as %s', (text, iso) => {
    expect(toIsoDate(parseDate(text)!)).toBe(iso);
  });

  it.each(['', '13/01/2026', '02/30/2027', '11-22-2026', 'tomorrow', '11/22'])('rejects %p', (text) => {
    expect(parseDate(text)).toBeNull();
  });

  it("reads a day in its resort's zone, the same day once parsed in every form", () => {
    const denver = parseDate('12/05/2026', 'America/Denver')!;
    expect(denver.toISO()).toBe('2026-12-05T00:00:00.000-07:00');
    expect(parseDate('2026-12-05', 'America/Denver')).toBe(denver);
    expect(parseDate('12/5/26', 'America/Denver')).toBe(denver);
    expect(parseDate('12/05/2026', 'America/New_York')!.toISO()).toBe('2026-12-05T00:00:00.000-05:00');
    expect(parseDate('12/05/2026')!.toISO()).toBe('2026-12-05T00:00:00.000Z');
  });

  it('rejects null and undefined', () => {
    expect(parseDate(null)).toBeNull();
    expect(parseDate(undefined)).toBeNull();
  });
});

describe('formatDate and isoFromInput', () => {
  it('formats as MM/DD/YYYY', () => {
    expect(formatDate(DateTime.fromISO('2027-01-05'))).toBe('01/05/2027');
  });
  it('turns widget text into ISO, null when invalid', () => {
    expect(isoFromInput('12/31/26')).toBe('2026-12-31');
    expect(isoFromInput('12/32/2026')).toBeNull();
    expect(isoFromInput('02/29/2028')).toBe('2028-02-29');
    expect(isoFromInput('02/29/2000')).toBe('2000-02-29');
    expect(isoFromInput('02/29/2027')).toBeNull();
    expect(isoFromInput('02/29/2100')).toBeNull();
    expect(isoFromInput('00/10/2027')).toBeNull();
    expect(isoFromInput('04/00/2027')).toBeNull();
  });

  it('reads every day (and every impossible day) of 1999-2031 as luxon does', () => {
    for (let year = 1999; year <= 2031; year += 1) {
      for (let month = 1; month <= 12; month += 1) {
        for (let day = 1; day <= 32; day += 1) {
          const text = `${month}/${day}/${year}`;
          const luxon = DateTime.fromFormat(text, 'M/d/yyyy', { zone: 'UTC' });
          expect([text, isoFromInput(text)]).toEqual([text, luxon.isValid ? luxon.toISODate() : null]);
        }
      }
    }
  });
});

describe('resortToday', () => {
  it('is the calendar date where the mountain is', () => {
    const now = DateTime.fromISO('2026-11-23T03:30:00Z');
    expect(toIsoDate(resortToday('America/Denver', now))).toBe('2026-11-22');
    expect(toIsoDate(resortToday('America/New_York', now))).toBe('2026-11-22');
    expect(toIsoDate(resortToday('Europe/Zurich', now))).toBe('2026-11-23');
  });
});

describe('the locale of dates', () => {
  it('is US English whatever the machine is set to, named so luxon never asks the browser', () => {
    expect(Settings.defaultLocale).toBe('en-US');
    expect(parseDate('03/01/2027')?.toFormat('MMMM d, yyyy')).toBe('March 1, 2027');
  });
});

describe('the luxon-free forms', () => {
  it("reads two-digit years with luxon's cut-off", () => {
    expect(TWO_DIGIT_CUTOFF_YEAR).toBe(Settings.twoDigitCutoffYear);
    expect(isoFromInput('01/01/60')).toBe('2060-01-01');
    expect(isoFromInput('01/01/61')).toBe('1961-01-01');
  });

  it('writes every day of 1999-2031 as MM/DD/YYYY, as formatDate does', () => {
    for (let day = DateTime.utc(1999, 1, 1); day.year <= 2031; day = day.plus({ days: 1 })) {
      expect(displayDate(toIsoDate(day))).toBe(formatDate(day));
    }
  });

  it('shows typed dates as MM/DD/YYYY (spec section 5), and nothing for a day the calendar has not', () => {
    expect(displayDate('3/1/27')).toBe('03/01/2027');
    expect(displayDate(' 12/20/2026 ')).toBe('12/20/2026');
    expect(displayDate('2027-02-29')).toBe('');
    expect(displayDate('2028-02-29')).toBe('02/29/2028');
    expect(displayDate('not a date')).toBe('');
    expect(displayDate(null)).toBe('');
    expect(displayDate(undefined)).toBe('');
  });

  it("gives the resort's today, as resortToday does, every hour of 1999-2031 around the clock changes", () => {
    const zones = ['America/Denver', 'America/Vancouver', 'Europe/Zurich', 'Pacific/Auckland'];
    // Steps of 23 hours 17 minutes land on every hour of the day in turn, both sides of midnight and of the clock changes.
    for (let t = Date.UTC(1999, 0, 1); t < Date.UTC(2032, 0, 1); t += (23 * 60 + 17) * 60_000) {
      for (const zone of zones) {
        expect([t, zone, todayIso(zone, new Date(t))]).toEqual([t, zone, toIsoDate(resortToday(zone, DateTime.fromMillis(t)))]);
      }
    }
  });

  it("gives the visitor's own today when no zone is named", () => {
    const now = new Date(2027, 1, 3, 23, 59);
    expect(todayIso(undefined, now)).toBe('2027-02-03');
    expect(todayIso(undefined, now)).toBe(toIsoDate(DateTime.fromJSDate(now).startOf('day')));
  });
});
