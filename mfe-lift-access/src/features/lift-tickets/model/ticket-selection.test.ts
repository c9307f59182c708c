import { searchResult } from '../../../../test/fixtures';
import { cartLines, initialDay, initialQuantities, selectionTotals, ticketCount } from './ticket-selection';

describe('ticket selection', () => {
  it('starts with one ticket of the age group chosen in the widget and none of the others', () => {
    expect(initialQuantities(['adult', 'senior', 'child'], 'senior')).toEqual({ adult: 0, senior: 1, child: 0 });
    expect(initialQuantities(['adult', 'child'], null)).toEqual({ adult: 0, child: 0 });
  });

  it("opens on the first day asked for, or the first day that is not 'Sold Out'", () => {
    expect(initialDay(searchResult.days, '2026-12-12')).toBe('2026-12-12');
    expect(initialDay(searchResult.days, '2026-12-11')).toBe('2026-12-10');
    expect(initialDay(searchResult.days.slice(1, 2), '2026-12-11')).toBeNull();
  });

  it('totals online and window prices and the saving for the chosen day', () => {
    const day = searchResult.days[0];
    expect(selectionTotals(day, { adult: 1, child: 2 })).toEqual({
      online: 32000 + 2 * 19200,
      window: 40000 + 2 * 24000,
      savings: 8000 + 2 * 4800,
    });
    expect(selectionTotals(undefined, { adult: 1 })).toEqual({ online: 0, window: 0, savings: 0 });
  });

  it('makes one cart line per age category with tickets, in page order', () => {
    expect(cartLines({ child: 2, adult: 1, senior: 0 }, ['adult', 'senior', 'child'])).toEqual([
      { ageCategory: 'adult', quantity: 1 },
      { ageCategory: 'child', quantity: 2 },
    ]);
    expect(ticketCount({ adult: 1, child: 2 })).toBe(3);
  });
});
