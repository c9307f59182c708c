import { MAX_CHILDREN } from '@resort/shared';
import { LODGING_GUEST_MESSAGES } from '@resort/shared/rules';
import { searchFromQuery } from './search-from-query';

const query = (extra: Record<string, string>) =>
  new URLSearchParams({
    arrivaldate: '02/10/2031',
    departuredate: '02/12/2031',
    adultcount: '2',
    childcount: '0',
    childagearray: '',
    ...extra,
  });

describe('searchFromQuery', () => {
  it(`children at most ${MAX_CHILDREN}: a hand-edited address with a billion children is refused`, () => {
    expect(searchFromQuery(query({ childcount: '1000000000' }))).toEqual({ ok: false, message: LODGING_GUEST_MESSAGES.tooManyChildren });
    expect(searchFromQuery(query({ childcount: '9'.repeat(400) }))).toEqual({ ok: false, message: LODGING_GUEST_MESSAGES.tooManyChildren });
  });

  it('refuses child ages past 17 and keeps an empty age as 0', () => {
    expect(searchFromQuery(query({ childcount: '1', childagearray: '18' }))).toEqual({
      ok: false,
      message: LODGING_GUEST_MESSAGES.invalidChildAge,
    });
    const ok = searchFromQuery(query({ childcount: '2', childagearray: ',17' }));
    expect(ok).toEqual({
      ok: true,
      request: { arrivaldate: '2031-02-10', departuredate: '2031-02-12', adultcount: 2, childcount: 2, childagearray: '0,17' },
    });
  });

  it('keeps a known resort and refuses one that does not exist, as the server would', () => {
    expect(searchFromQuery(query({ resort: 'coast-range' }))).toMatchObject({ ok: true, request: { resort: 'coast-range' } });
    expect(searchFromQuery(query({ resort: 'nowhere' }))).toEqual({ ok: false, message: 'Choose one of the listed options.' });
  });
});
