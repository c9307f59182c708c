import { INVALID_START_DATE, activitiesSearchUrl, parseActivitiesQuery, validateActivities } from './activities';

describe('activities widget', () => {
  it.each([
    ['12/20/2026', true],
    ['12/20/26', true],
    ['', false],
    ['12/32/2026', false],
  ])('"start date valid": %p is %p', (startDate, valid) => {
    expect(validateActivities({ startDate }).valid).toBe(valid);
  });

  it('reports the start date message', () => {
    expect(validateActivities({ startDate: '' })).toEqual({
      valid: false,
      errors: { startDate: INVALID_START_DATE },
      messages: [INVALID_START_DATE],
    });
  });

  it('searches by startDate and reads it back as ISO', () => {
    expect(activitiesSearchUrl('/activities', { startDate: '1/2/27' })).toBe('/activities?startDate=01%2F02%2F2027');
    expect(parseActivitiesQuery({ startDate: '01/02/2027' })).toEqual({ ok: true, value: { startDate: '2027-01-02' } });
    expect(parseActivitiesQuery({ startDate: ['01/03/2027', 'x'] })).toEqual({ ok: true, value: { startDate: '2027-01-03' } });
    expect(parseActivitiesQuery({})).toEqual({ ok: false, message: INVALID_START_DATE });
  });
});
