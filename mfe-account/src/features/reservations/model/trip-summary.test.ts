import type { ReservationItem } from '../../../../contract';
import { tripSummary } from './trip-summary';

const booking = (line: string, status: 'booked' | 'cancelled' = 'booked'): ReservationItem => ({
  id: `${line}-${Math.random()}`,
  line,
  kind: line,
  title: 'x',
  resortName: 'Summit Peak',
  date: '2027-01-10',
  endDate: null,
  guestName: 'Avery Lane',
  status,
  cancellable: true,
});

describe('tripSummary', () => {
  it('counts the booked ones per line, in the order they first appear', () => {
    expect(
      tripSummary([booking('lessons'), booking('childcare'), booking('lessons'), booking('lodging'), booking('rentals', 'cancelled')]),
    ).toBe('2 lessons, 1 childcare day and 1 lodging stay booked.');
  });

  it('says one line alone, and nothing when nothing is booked', () => {
    expect(tripSummary([booking('lift')])).toBe('1 lift reservation booked.');
    expect(tripSummary([booking('lift', 'cancelled')])).toBeNull();
    expect(tripSummary([])).toBeNull();
  });
});
