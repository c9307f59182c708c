import fc from 'fast-check';
import { addDays, compareDates } from '../dates/calendar-math';
import {
  NON_BOOKABLE_MESSAGES,
  NonBookableState,
  changeNonBookableAdults,
  changeNonBookableChildren,
  changeNonBookableEnd,
  changeNonBookableStart,
  nonBookableReturnMin,
  nonBookableUrl,
  validateNonBookable,
} from './non-bookable';

const state = (over: Partial<NonBookableState> = {}): NonBookableState => ({
  startDate: '12/10/2026',
  endDate: '12/12/2026',
  totalAdults: 2,
  totalChildren: 1,
  ...over,
});

describe('non-bookable widget', () => {
  it('"changing the start date moves the return minimum to start plus one day"', () => {
    const s = changeNonBookableStart(state(), '12/11/2026');
    expect(nonBookableReturnMin(s)).toBe('12/12/2026');
    expect(s.endDate).toBe('12/12/2026');
  });

  it.each([
    ['12/12/2026', '12/13/2026'],
    ['12/15/2026', '12/16/2026'],
  ])('"bumps the return date if it is not after the start": start %s', (start, end) => {
    expect(changeNonBookableStart(state(), start).endDate).toBe(end);
  });

  it('leaves an absent return date absent and keeps half-typed text', () => {
    expect(changeNonBookableStart(state({ endDate: '' }), '12/20/2026').endDate).toBe('');
    expect(changeNonBookableStart(state(), '12/2')).toMatchObject({ startDate: '12/2', endDate: '12/12/2026' });
    expect(changeNonBookableEnd(state(), '12/14/26').endDate).toBe('12/14/2026');
  });

  it('property: after a start change a return date is after the start', () => {
    const day = fc.integer({ min: 0, max: 300 }).map((n) => addDays('11/22/2026', n));
    fc.assert(
      fc.property(day, day, day, (start, end, newStart) => {
        const s = changeNonBookableStart(state({ startDate: start, endDate: end }), newStart);
        expect(compareDates(s.endDate, s.startDate)).toBe(1);
      }),
    );
  });

  it.each<[string, Partial<NonBookableState>, object]>([
    ['"pickup date valid"', { startDate: '' }, { startDate: NON_BOOKABLE_MESSAGES.startDate }],
    ['"return date valid if present"', { endDate: '12/99/2026' }, { endDate: NON_BOOKABLE_MESSAGES.endDate }],
    ['a return on the start day', { endDate: '12/10/2026' }, { endDate: NON_BOOKABLE_MESSAGES.endDate }],
    ['no return date', { endDate: '' }, {}],
    ['both dates', {}, {}],
  ])('%s', (_name, over, errors) => {
    const result = validateNonBookable(state(over));
    expect(result.errors).toEqual(errors);
    expect(result.valid).toBe(Object.keys(errors).length === 0);
  });

  it('keeps counts within the guest limit', () => {
    expect(changeNonBookableAdults(state({ totalChildren: 4 }), 30).totalAdults).toBe(15);
    expect(changeNonBookableChildren(state(), '-3').totalChildren).toBe(3);
  });

  it('redirects with startDate, endDate when given, totalAdults and totalChildren', () => {
    expect(nonBookableUrl('/p', state())).toBe('/p?startDate=12%2F10%2F2026&endDate=12%2F12%2F2026&totalAdults=2&totalChildren=1');
    expect(nonBookableUrl('/p', state({ endDate: '' }))).toBe('/p?startDate=12%2F10%2F2026&totalAdults=2&totalChildren=1');
  });
});
