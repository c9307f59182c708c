import fc from 'fast-check';
import { MAX_CHILDREN, MAX_GUESTS, MAX_STAY_NIGHTS } from '../constants';
import { addDays, compareDates, daysBetween } from '../dates/calendar-math';
import {
  LODGING_GUEST_MESSAGES,
  LODGING_MESSAGES,
  LodgingState,
  changeAdults,
  changeChildAge,
  changeChildCount,
  changeLodgingCheckIn,
  changeLodgingCheckOut,
  initialLodgingState,
  lodgingCheckOutMax,
  lodgingCheckOutMin,
  lodgingChildAges,
  lodgingErrorMessages,
  lodgingNights,
  lodgingPlusButtons,
  lodgingSearchUrl,
  parseLodgingQuery,
  validateLodging,
} from './lodging';

const state = (over: Partial<LodgingState> = {}): LodgingState => ({
  checkIn: '12/10/2026',
  checkOut: '12/12/2026',
  adults: 2,
  children: 0,
  childAges: [],
  ...over,
});

const dayArb = fc.integer({ min: 0, max: 500 }).map((n) => addDays('11/22/2026', n));

describe('lodging dates', () => {
  it('starts with one night from today for two adults', () => {
    expect(initialLodgingState('11/22/2026')).toEqual({
      checkIn: '11/22/2026',
      checkOut: '11/23/2026',
      adults: 2,
      children: 0,
      childAges: [],
    });
    expect(initialLodgingState('2026-11-22').checkIn).toBe('11/22/2026');
  });

  it('"changing a date resets the check-out minimum to check-in plus 1 day"', () => {
    expect(lodgingCheckOutMin('12/31/2026')).toBe('01/01/2027');
    expect(lodgingCheckOutMin('')).toBe('');
    expect(lodgingCheckOutMax('12/01/2026')).toBe('12/29/2026');
  });

  it.each([
    ['12/12/2026', '12/13/2026'],
    ['12/20/2026', '12/21/2026'],
  ])('"if check-in is on or after check-out, check-out moves to check-in plus 1 day": check-in %s', (checkIn, checkOut) => {
    expect(changeLodgingCheckIn(state(), checkIn)).toMatchObject({ checkIn, checkOut });
  });

  it('keeps a check-out that is still after the new check-in', () => {
    expect(changeLodgingCheckIn(state(), '12/11/2026')).toMatchObject({ checkIn: '12/11/2026', checkOut: '12/12/2026' });
  });

  it('fills an empty check-out, and keeps half-typed check-in text as typed', () => {
    expect(changeLodgingCheckIn(state({ checkOut: '' }), '12/05/2026')).toMatchObject({ checkIn: '12/05/2026', checkOut: '12/06/2026' });
    expect(changeLodgingCheckIn(state(), '12/0')).toMatchObject({ checkIn: '12/0', checkOut: '12/12/2026' });
    // A two-digit year may still be typed on: the date field hands it on as MM/DD/YYYY once left.
    expect(changeLodgingCheckIn(state(), '12/05/26')).toMatchObject({ checkIn: '12/05/26', checkOut: '12/12/2026' });
    expect(changeLodgingCheckOut(state(), '12/14/2026').checkOut).toBe('12/14/2026');
  });

  it('property: after a check-in change the check-out is after check-in, and one night on when moved', () => {
    fc.assert(
      fc.property(dayArb, dayArb, dayArb, (checkIn, checkOut, newCheckIn) => {
        const before = state({ checkIn, checkOut });
        const after = changeLodgingCheckIn(before, newCheckIn);
        expect(compareDates(after.checkOut, after.checkIn)).toBe(1);
        if (after.checkOut !== before.checkOut) expect(lodgingNights(after)).toBe(1);
      }),
    );
  });

  it('property: a stay validateLodging accepts has check-out after check-in and at most 28 nights', () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: -5, max: 60 }), (checkIn, nights) => {
        const s = state({ checkIn, checkOut: addDays(checkIn, nights) });
        const { valid } = validateLodging(s);
        expect(valid).toBe(nights >= 1 && nights <= MAX_STAY_NIGHTS);
        if (valid) {
          expect(daysBetween(s.checkIn, s.checkOut)).toBeGreaterThanOrEqual(1);
          expect(daysBetween(s.checkIn, s.checkOut)).toBeLessThanOrEqual(28);
        }
      }),
    );
  });
});

describe('validateLodging', () => {
  it.each<[string, Partial<LodgingState>, object]>([
    ['"valid check-in and check-out (message key error-invalid)": bad check-in', { checkIn: '13/45/2026' }, { checkIn: 'error-invalid' }],
    ['"valid check-in and check-out (message key error-invalid)": empty check-out', { checkOut: '' }, { checkOut: 'error-invalid' }],
    ['check-out on check-in day', { checkOut: '12/10/2026' }, { checkOut: 'error-invalid' }],
    [
      '"stay at most 28 days (message key error-date-range-too-great)": 29 nights',
      { checkOut: '01/08/2027' },
      { checkOut: 'error-date-range-too-great' },
    ],
    [
      '"total guests at most 19"',
      { adults: 14, children: 6, childAges: ['1', '2', '3', '4', '5', '6'] },
      { guests: LODGING_GUEST_MESSAGES.tooManyGuests },
    ],
    ['"children at most 6"', { adults: 2, children: 7, childAges: [] }, { guests: LODGING_GUEST_MESSAGES.tooManyChildren }],
    ['no adult', { adults: 0 }, { guests: LODGING_GUEST_MESSAGES.noAdult }],
  ])('%s', (_name, over, errors) => {
    const result = validateLodging(state(over));
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual(errors);
  });

  it.each<[string, Partial<LodgingState>]>([
    ['"stay at most 28 days": exactly 28 nights', { checkOut: '01/07/2027' }],
    ['"total guests at most 19": 13 adults and 6 children', { adults: 13, children: 6, childAges: ['', '', '', '', '', ''] }],
    ['"empty child ages count as 0"', { children: 2, childAges: ['', '7'] }],
  ])('%s is valid', (_name, over) => {
    expect(validateLodging(state(over))).toEqual({ valid: true, errors: {} });
  });

  it('uses the stated wording for the two message keys', () => {
    expect(LODGING_MESSAGES['error-invalid']).toBe('Please enter valid dates (MM/DD/YYYY).');
    expect(LODGING_MESSAGES['error-date-range-too-great']).toBe('Stays can be at most 28 nights. Please shorten your dates.');
    expect(lodgingErrorMessages(validateLodging(state({ checkIn: '', checkOut: '', adults: 0 })))).toEqual([
      'Please enter valid dates (MM/DD/YYYY).',
      LODGING_GUEST_MESSAGES.noAdult,
    ]);
  });
});

describe('guests', () => {
  it('"Changing the children count adds or removes child age inputs"', () => {
    const three = changeChildCount(state(), 3);
    expect(three.childAges).toEqual(['', '', '']);
    const aged = changeChildAge(three, 1, '8');
    expect(aged.childAges).toEqual(['', '8', '']);
    expect(changeChildCount(aged, 2).childAges).toEqual(['', '8']);
    expect(changeChildCount(aged, 4).childAges).toEqual(['', '8', '', '']);
  });

  it('ignores an age for a child that is not there and keeps only digits', () => {
    const one = changeChildCount(state(), 1);
    expect(changeChildAge(one, 3, '5')).toBe(one);
    expect(changeChildAge(one, 0, '1a2').childAges).toEqual(['12']);
  });

  it('"empty child ages count as 0"', () => {
    expect(lodgingChildAges({ children: 3, childAges: ['', '9'] })).toEqual([0, 9, 0]);
  });

  it.each([
    [18, 0, { adultsPlus: true, childrenPlus: true }],
    [19, 0, { adultsPlus: false, childrenPlus: false }],
    [13, 6, { adultsPlus: false, childrenPlus: false }],
    [12, 6, { adultsPlus: true, childrenPlus: false }],
    [2, 5, { adultsPlus: true, childrenPlus: true }],
    [2, 6, { adultsPlus: true, childrenPlus: false }],
  ])(
    '"adults plus children at 19 or more disable both; children at 6 or more disable only the children plus button": %i adults, %i children',
    (adults, children, expected) => {
      expect(lodgingPlusButtons({ adults, children })).toEqual(expected);
    },
  );

  it('clamps typed counts to the guest limits', () => {
    expect(changeAdults(state({ children: 6 }), 30).adults).toBe(13);
    expect(changeAdults(state(), 0).adults).toBe(1);
    expect(changeChildCount(state({ adults: 1 }), 9).children).toBe(6);
    expect(changeChildCount(state({ adults: 16 }), 6).children).toBe(3);
  });

  it('property: the plus buttons can never take guests above 19 or children above 6', () => {
    const press = fc.constantFrom('adults+', 'children+', 'adults-', 'children-');
    fc.assert(
      fc.property(fc.array(press, { maxLength: 80 }), (presses) => {
        let s = initialLodgingState('11/22/2026');
        for (const p of presses) {
          const plus = lodgingPlusButtons(s);
          if (p === 'adults+' && plus.adultsPlus) s = changeAdults(s, s.adults + 1);
          if (p === 'children+' && plus.childrenPlus) s = changeChildCount(s, s.children + 1);
          if (p === 'adults-') s = changeAdults(s, s.adults - 1);
          if (p === 'children-') s = changeChildCount(s, s.children - 1);
          expect(s.adults + s.children).toBeLessThanOrEqual(MAX_GUESTS);
          expect(s.children).toBeLessThanOrEqual(MAX_CHILDREN);
          expect(s.childAges).toHaveLength(s.children);
        }
      }),
    );
  });
});

describe('lodgingSearchUrl', () => {
  it('"arrivaldate, departuredate, childagearray (comma-joined), adultcount, childcount"', () => {
    const url = lodgingSearchUrl('/lodging/results', state({ children: 2, childAges: ['4', ''] }));
    const params = new URLSearchParams(url.split('?')[1]);
    expect(url.startsWith('/lodging/results?')).toBe(true);
    expect(Object.fromEntries(params)).toEqual({
      arrivaldate: '12/10/2026',
      departuredate: '12/12/2026',
      childagearray: '4,0',
      adultcount: '2',
      childcount: '2',
    });
  });

  it('extends a URL that already has a query and a fragment', () => {
    expect(lodgingSearchUrl('/stay?resort=summit-peak#list', state())).toBe(
      '/stay?resort=summit-peak&arrivaldate=12%2F10%2F2026&departuredate=12%2F12%2F2026&childagearray=&adultcount=2&childcount=0#list',
    );
  });
});

describe('parseLodgingQuery', () => {
  it('reads the search the widget builds', () => {
    const url = lodgingSearchUrl('/x', state({ children: 2, childAges: ['4', ''] }));
    const q = Object.fromEntries(new URLSearchParams(url.split('?')[1]));
    expect(parseLodgingQuery(q)).toEqual({
      ok: true,
      value: { arrival: '2026-12-10', departure: '2026-12-12', adults: 2, children: 2, childAges: [4, 0] },
    });
  });

  it.each([
    [{ arrivaldate: 'x', departuredate: '12/12/2026' }, LODGING_MESSAGES['error-invalid']],
    [{ arrivaldate: '12/10/2026', departuredate: '12/10/2026' }, LODGING_MESSAGES['error-invalid']],
    [{ arrivaldate: '12/10/2026', departuredate: '01/08/2027' }, LODGING_MESSAGES['error-date-range-too-great']],
    [{ arrivaldate: '12/10/2026', departuredate: '12/12/2026', adultcount: '14', childcount: '6' }, LODGING_GUEST_MESSAGES.tooManyGuests],
    [{ arrivaldate: '12/10/2026', departuredate: '12/12/2026', adultcount: '2', childcount: '7' }, LODGING_GUEST_MESSAGES.tooManyChildren],
    [{ arrivaldate: '12/10/2026', departuredate: '12/12/2026', adultcount: 'two' }, LODGING_GUEST_MESSAGES.invalidGuestCount],
    [
      { arrivaldate: '12/10/2026', departuredate: '12/12/2026', childcount: '1', childagearray: 'ten' },
      LODGING_GUEST_MESSAGES.invalidChildAge,
    ],
  ])('rejects %o with the widget message', (q, message) => {
    expect(parseLodgingQuery(q)).toEqual({ ok: false, message });
  });

  it('children at most 6: a billion children is refused without building a billion ages', () => {
    // Building the ages before checking the count took seconds and gigabytes (or the whole heap).
    const q = { arrivaldate: '12/10/2026', departuredate: '12/12/2026', adultcount: '2', childcount: '1000000000' };
    expect(parseLodgingQuery(q)).toEqual({ ok: false, message: LODGING_GUEST_MESSAGES.tooManyChildren });
  });

  it('defaults to one adult and no children, and accepts ISO dates', () => {
    expect(parseLodgingQuery({ arrivaldate: '2026-12-10', departuredate: '2026-12-11' })).toEqual({
      ok: true,
      value: { arrival: '2026-12-10', departure: '2026-12-11', adults: 1, children: 0, childAges: [] },
    });
  });
});

// The range rules of spec sections 4 and 5 act on finished dates only: text still being typed is
// kept as typed and moves nothing, so '12/28/20' never becomes the year 2020 under the cursor.
const PARTIAL = ['1', '12/2', '12/28/20', '12/28/202', '1228'];

describe('lodging check-in and check-out while typed', () => {
  const stay = { ...initialLodgingState('12/20/2026'), checkOut: '12/31/2026' };

  it.each(PARTIAL)('check-in %p stays as typed and check-out does not move', (text) => {
    const next = changeLodgingCheckIn(stay, text);
    expect(next.checkIn).toBe(text);
    expect(next.checkOut).toBe('12/31/2026');
  });

  it.each(PARTIAL)('check-out %p stays as typed', (text) => {
    expect(changeLodgingCheckOut(stay, text).checkOut).toBe(text);
  });

  it('a finished check-in, typed with or without slashes, keeps a later check-out', () => {
    expect(changeLodgingCheckIn(stay, '12282026')).toMatchObject({ checkIn: '12/28/2026', checkOut: '12/31/2026' });
    expect(changeLodgingCheckIn(stay, '12/28/2026')).toMatchObject({ checkIn: '12/28/2026', checkOut: '12/31/2026' });
  });

  it('"If check-in is on or after check-out, check-out moves to check-in plus 1 day" once check-in is finished', () => {
    expect(changeLodgingCheckIn(stay, '01/02/2027')).toMatchObject({ checkIn: '01/02/2027', checkOut: '01/03/2027' });
  });
});
