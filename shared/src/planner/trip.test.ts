import { tripDays } from './trip';

describe('trip days of the planner', () => {
  test('every day from arrival up to the day of leaving', () => {
    expect(tripDays({ arrival: '2026-12-30', departure: '2027-01-02' })).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
  });
  test('a trip leaving the day it arrives still has its one day', () => {
    expect(tripDays({ arrival: '2026-12-30', departure: '2026-12-30' })).toEqual(['2026-12-30']);
  });
  test('a stay is at most 28 nights', () => {
    expect(tripDays({ arrival: '2026-12-01', departure: '2027-03-01' })).toHaveLength(28);
  });
});
