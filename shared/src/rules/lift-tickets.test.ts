import {
  AGE_GROUP_REQUIRED,
  INVALID_FIRST_DAY,
  INVALID_NUMBER_OF_DAYS,
  LiftTicketQuery,
  liftTicketSearchUrl,
  parseLiftTicketQuery,
  validateLiftTicket,
} from './lift-tickets';

const query = (over: Partial<LiftTicketQuery> = {}): LiftTicketQuery => ({
  startDate: '12/20/2026',
  numberOfDays: 3,
  ageGroup: 'adult',
  ...over,
});

describe('validateLiftTicket', () => {
  it('uses the stated wording', () => {
    expect(INVALID_FIRST_DAY).toBe('Please enter a valid first day (MM/DD/YYYY).');
    expect(AGE_GROUP_REQUIRED).toBe('Please select an age group.');
  });

  it.each<[string, Partial<LiftTicketQuery>, object]>([
    ['"first day a valid date (invalid-first-day message)"', { startDate: '02/30/2027' }, { startDate: INVALID_FIRST_DAY }],
    ['"age group selected": empty', { ageGroup: '' }, { ageGroup: AGE_GROUP_REQUIRED }],
    ['"age group selected": placeholder', { ageGroup: 'Select Age Group' }, { ageGroup: AGE_GROUP_REQUIRED }],
    ['at least one day', { numberOfDays: 0 }, { numberOfDays: INVALID_NUMBER_OF_DAYS }],
  ])('%s', (_name, over, errors) => {
    const result = validateLiftTicket(query(over));
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual(errors);
  });

  it('passes a complete search', () => {
    expect(validateLiftTicket(query())).toEqual({ valid: true, errors: {}, messages: [] });
  });
});

describe('liftTicketSearchUrl and parseLiftTicketQuery', () => {
  it('"startDate, numberOfDays, ageGroup"', () => {
    const url = liftTicketSearchUrl('/lift-tickets', query());
    expect(Object.fromEntries(new URLSearchParams(url.split('?')[1]))).toEqual({
      startDate: '12/20/2026',
      numberOfDays: '3',
      ageGroup: 'adult',
    });
    expect(parseLiftTicketQuery(Object.fromEntries(new URLSearchParams(url.split('?')[1])))).toEqual({
      ok: true,
      value: { startDate: '2026-12-20', numberOfDays: 3, ageGroup: 'adult' },
    });
  });

  it('defaults to one day and rejects bad input with the widget message', () => {
    expect(parseLiftTicketQuery({ startDate: '2026-12-20', ageGroup: 'child' })).toMatchObject({ ok: true, value: { numberOfDays: 1 } });
    expect(parseLiftTicketQuery({ startDate: 'soon', ageGroup: 'child' })).toEqual({ ok: false, message: INVALID_FIRST_DAY });
    expect(parseLiftTicketQuery({ startDate: '12/20/2026', numberOfDays: '2.5', ageGroup: 'child' })).toEqual({
      ok: false,
      message: INVALID_NUMBER_OF_DAYS,
    });
    expect(parseLiftTicketQuery({ startDate: '12/20/2026' })).toEqual({ ok: false, message: AGE_GROUP_REQUIRED });
  });
});
