import {
  DROPDOWN_CHOOSE_OPTION,
  SINGLE_PRODUCT_DATE_REQUIRED,
  changeNonBookableStart,
  dropdownTarget,
  initialNonBookableState,
  nonBookableUrl,
  singleProductLink,
  validateNonBookable,
} from './booking-widgets';

describe('single-product booking widget (spec section 2)', () => {
  test('"On click the placeholder is replaced by the chosen date, formatted with the format given on the button."', () => {
    expect(singleProductLink({ template: '/activities?startDate={startDate}' }, '12/05/2026')).toEqual({
      ok: true,
      url: '/activities?startDate=12%2F05%2F2026',
      target: '_self',
    });
    expect(singleProductLink({ template: '/lessons/{startDate}/book', dateFormat: 'yyyy-MM-dd' }, '12/05/26')).toMatchObject({
      url: '/lessons/2026-12-05/book',
    });
  });

  test('"The page opens in the same window or in the named target window."', () => {
    expect(singleProductLink({ template: '/x?d={startDate}', target: 'tickets' }, '12/05/2026')).toMatchObject({ target: 'tickets' });
    expect(singleProductLink({ template: '/x?d={startDate}', target: 'javascript:x' }, '12/05/2026')).toMatchObject({ target: '_self' });
  });

  test('"With no date chosen, the widget shows an error state and does not navigate."', () => {
    expect(singleProductLink({ template: '/x?d={startDate}' }, '')).toEqual({ ok: false, error: SINGLE_PRODUCT_DATE_REQUIRED });
    expect(singleProductLink({ template: '/x?d={startDate}' }, '13/45/2026')).toMatchObject({ ok: false });
    // "the error message registered for that field is read from the page"
    expect(singleProductLink({ template: '/x' }, '', 'Pick your tour date')).toEqual({ ok: false, error: 'Pick your tour date' });
  });
});

describe('non-bookable product widget (spec sections 2, 4, 5)', () => {
  test('"changing the start date moves the return minimum to start plus one day and bumps the return date if it is not after the start."', () => {
    let state = initialNonBookableState('12/01/2026');
    expect(state.endMin).toBe('12/02/2026');
    state = { ...state, endDate: '12/04/2026' };
    state = changeNonBookableStart(state, '12/03/2026');
    expect(state).toMatchObject({ endMin: '12/04/2026', endDate: '12/04/2026' });
    state = changeNonBookableStart(state, '12/04/2026');
    expect(state).toMatchObject({ endMin: '12/05/2026', endDate: '12/05/2026' });
    // An empty (optional) return date stays empty.
    expect(changeNonBookableStart(initialNonBookableState('12/01/2026'), '12/09/2026').endDate).toBe('');
  });

  test('"pickup date valid; return date valid if present."', () => {
    const state = initialNonBookableState('12/01/2026');
    expect(validateNonBookable(state).valid).toBe(true);
    expect(validateNonBookable({ ...state, startDate: '' }).errors.startDate).toBeTruthy();
    expect(validateNonBookable({ ...state, endDate: '99/99/2026' }).errors.endDate).toBeTruthy();
    expect(validateNonBookable({ ...state, endDate: '12/01/2026' }).errors.endDate).toBeTruthy();
  });

  test('"Non-bookable widget: startDate, endDate, totalAdults, totalChildren."', () => {
    const state = { ...initialNonBookableState('12/01/2026'), endDate: '12/03/2026', totalChildren: 1 };
    expect(nonBookableUrl('/activities', state)).toBe(
      '/activities?startDate=12%2F01%2F2026&endDate=12%2F03%2F2026&totalAdults=2&totalChildren=1',
    );
    expect(nonBookableUrl('/activities', initialNonBookableState('12/01/2026'))).not.toContain('endDate');
  });
});

describe('generic dropdown booking widget (spec section 2)', () => {
  const options = [
    { label: 'Tubing', value: '/activities?type=tubing' },
    { label: 'Elsewhere', value: 'https://evil.example.com' },
  ];
  test('"The submit button navigates to the URL held as the selected option\'s value."', () => {
    expect(dropdownTarget(options, '/activities?type=tubing')).toEqual({ ok: true, url: '/activities?type=tubing' });
    expect(dropdownTarget(options, '')).toEqual({ ok: false, error: DROPDOWN_CHOOSE_OPTION });
    expect(dropdownTarget(options, 'https://evil.example.com')).toMatchObject({ ok: false });
  });
});

// The range rules of spec sections 4 and 5 act on finished dates only: text still being typed is
// kept as typed and moves nothing, so '12/28/20' never becomes the year 2020 under the cursor.
const PARTIAL = ['1', '12/2', '12/28/20', '12/28/202', '1228'];

describe('non-bookable start while typed', () => {
  it.each(PARTIAL)('start %p stays as typed and the return minimum stays', (text) => {
    const state = initialNonBookableState('12/01/2026');
    const next = changeNonBookableStart(state, text);
    expect(next).toEqual({ ...state, startDate: text });
  });
});
