import '@testing-library/jest-dom';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInRemote } from '@resort/shared/testing';
import { PlanPage } from './plan-page';
import { TripSearch } from './trip-search';

const mounted: Array<{ remote: string; widget: string; parcelProps: Record<string, unknown> }> = [];
jest.mock('../home/widget-slot', () => ({
  ParcelSlot: (props: { remote: string; widget: string; parcelProps: Record<string, unknown> }) => {
    mounted.push(props);
    return <div data-testid={`slot-${props.remote}`} />;
  },
}));

describe('the trip planner', () => {
  beforeEach(() => {
    mounted.length = 0;
  });

  it("hands one trip to every line's planner parcel and composes nothing of its own", () => {
    window.history.pushState({}, '', '/plan?resort=summit-peak&arrival=2026-12-20&departure=2026-12-23&adults=2&children=1');
    renderInRemote(<PlanPage />);
    expect(screen.getByTestId('trip-summary')).toHaveTextContent(
      'Summit Peak: Sun, Dec 20, 2026 to Wed, Dec 23, 2026, 3 nights, 2 adults and 1 child',
    );
    const trip = { resortId: 'summit-peak', arrival: '2026-12-20', departure: '2026-12-23', adultCount: 2, childCount: 1 };
    expect(mounted.map((m) => [m.remote, m.widget])).toEqual([
      ['lodging', 'planner'],
      ['lift_access', 'planner'],
      ['rentals', 'planner'],
      ['lessons_childcare', 'planner'],
    ]);
    for (const m of mounted) expect(m.parcelProps).toEqual(trip);
  });

  it('says what is wrong with a trip it cannot plan, and mounts no line', () => {
    window.history.pushState({}, '', '/plan?resort=summit-peak&arrival=2026-12-01&departure=2027-02-01');
    renderInRemote(<PlanPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('Stays can be at most 28 nights. Please shorten your dates.');
    expect(mounted).toHaveLength(0);
  });

  it('goes from the search to the results page with the trip in the address', async () => {
    window.history.pushState({}, '', '/');
    renderInRemote(<TripSearch />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Plan my trip' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a resort.');
    expect(window.location.pathname).toBe('/');
    fireEvent.change(screen.getByLabelText('Resort'), { target: { value: 'cascade-ridge' } });
    await user.click(screen.getByRole('button', { name: 'More Children' }));
    await user.click(screen.getByRole('button', { name: 'Plan my trip' }));
    expect(window.location.pathname).toBe('/plan');
    const query = new URLSearchParams(window.location.search);
    expect(query.get('resort')).toBe('cascade-ridge');
    expect(query.get('adults')).toBe('2');
    expect(query.get('children')).toBe('1');
    expect(Date.parse(query.get('departure') as string) - Date.parse(query.get('arrival') as string)).toBe(3 * 86_400_000);
  });
});
