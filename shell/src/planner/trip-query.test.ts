import { CHOOSE_RESORT, initialTrip, planUrl, tripOf, tripProblems, tripStateFromQuery } from './trip-query';

const trip = { resortId: 'summit-peak', arrival: '2026-12-20', departure: '2026-12-23', adultCount: 2, childCount: 1 };

describe('the trip planner search', () => {
  it('round-trips a trip through the results page address', () => {
    const url = planUrl(trip);
    expect(url).toBe('/plan?resort=summit-peak&arrival=2026-12-20&departure=2026-12-23&adults=2&children=1');
    const state = tripStateFromQuery(new URL(url, 'http://x').searchParams, '12/01/2026');
    expect(state.checkIn).toBe('12/20/2026');
    expect(tripOf(state)).toEqual(trip);
  });

  it('needs a resort before it plans anything', () => {
    const state = initialTrip('12/20/2026');
    expect(tripProblems(state)).toEqual([CHOOSE_RESORT]);
    expect(tripOf(state)).toBeNull();
    expect(tripOf({ ...state, resortId: 'nowhere' })).toBeNull();
  });

  it('holds the stay to the lodging rules: "Stays can be at most 28 nights" and at most 19 guests, 6 children', () => {
    const search = (q: string) => tripStateFromQuery(new URLSearchParams(q), '12/01/2026');
    expect(tripProblems(search('resort=summit-peak&arrival=2026-12-01&departure=2027-01-05'))).toEqual([
      'Stays can be at most 28 nights. Please shorten your dates.',
    ]);
    expect(tripProblems(search('resort=summit-peak&arrival=2026-12-01&departure=2026-12-03&adults=15&children=6'))).toEqual([
      'Total guests cannot exceed 19.',
    ]);
    expect(tripProblems(search('resort=summit-peak&arrival=2026-12-01&departure=2026-12-03&children=9'))).toEqual([
      'Children cannot exceed 6.',
    ]);
    expect(tripProblems(search('resort=summit-peak&arrival=2026-12-05&departure=2026-12-05'))).toEqual([
      'Please enter valid dates (MM/DD/YYYY).',
    ]);
    expect(tripOf(search('resort=summit-peak&arrival=tomorrow&departure=2026-12-05&adults=x'))).toBeNull();
  });
});
