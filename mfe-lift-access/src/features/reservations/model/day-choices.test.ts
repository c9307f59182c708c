import type { InventoryDay } from '../../../../contract';
import { dayChoices, priorityUse, seasonMonths } from './day-choices';

const day = (date: string, over: Partial<InventoryDay> = {}): InventoryDay => ({
  date,
  open: true,
  liftTicketsLeft: 100,
  reservationRequired: true,
  reservationTotal: 10,
  reservationsLeft: 4,
  full: false,
  ...over,
});

describe('the reservation picker days', () => {
  test('lists only the days that need a reservation, each reservable, full, unavailable or already reserved', () => {
    const choices = dayChoices({
      days: [
        day('2026-12-05'),
        day('2026-12-06', { full: true, reservationsLeft: 0 }),
        day('2026-12-07', { reservationRequired: false }),
        day('2026-12-12', { open: false }),
        day('2026-12-13'),
        day('2026-12-19'),
        day('2026-12-20'),
      ],
      unavailableDates: ['2026-12-13'],
      endDate: '2026-12-19',
      reservations: [
        {
          id: 'r1',
          passNumber: 'P1',
          resortId: 'summit-peak',
          resortName: 'Summit Peak',
          date: '2026-12-19',
          priority: false,
          cancellable: true,
        },
      ],
    });
    expect(choices.map((c) => [c.date, c.status])).toEqual([
      ['2026-12-05', 'reservable'],
      ['2026-12-06', 'full'],
      ['2026-12-12', 'unavailable'],
      ['2026-12-13', 'unavailable'],
      ['2026-12-19', 'reserved'],
      ['2026-12-20', 'unavailable'],
    ]);
  });

  test('pages the season by calendar month from today, clipped to the season', () => {
    const months = seasonMonths('2026-12-01', '2027-04-30', '2027-02-10');
    expect(months.map((m) => [m.label, m.from, m.to])).toEqual([
      ['February 2027', '2027-02-10', '2027-02-28'],
      ['March 2027', '2027-03-01', '2027-03-31'],
      ['April 2027', '2027-04-01', '2027-04-30'],
    ]);
    expect(seasonMonths('2026-12-01', '2027-04-30', '2026-11-25')[0]).toMatchObject({ label: 'December 2026', from: '2026-12-01' });
    expect(seasonMonths('2025-12-01', '2026-04-30', '2026-11-25')).toEqual([]);
  });

  test('counts the priority days a selection uses against those left', () => {
    const selection = new Map([
      ['2026-12-05', { priority: true }],
      ['2026-12-06', { priority: false }],
      ['2026-12-12', { priority: true }],
    ]);
    expect(priorityUse(selection, 3)).toEqual({ used: 2, remaining: 1, withinAllowance: true });
    expect(priorityUse(selection, 1)).toEqual({ used: 2, remaining: -1, withinAllowance: false });
  });
});
