import { mockApi, renderInRemote } from '@resort/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from '@resort/shared';
import type { LodgingResultsRequest, RoomFilters } from '../../../../contract';
import { AMENITIES_UNAVAILABLE, NO_AMENITIES, ResultsFilters } from './results-filters';

jest.mock('@resort/shared', () => ({ ...jest.requireActual('@resort/shared'), navigate: jest.fn() }));
// The real fetcher and query hook run; only the "room filters" answer is mocked.
const roomFilters = mockApi('POST', '/api/lodging/room-filters');
const go = jest.mocked(navigate);

const STAY = { arrivaldate: '2026-12-10', departuredate: '2026-12-12', adultcount: 2, childcount: 0, childagearray: '' };

const FILTERS: RoomFilters = {
  count: 3,
  amenities: [
    { name: 'Heated pool', count: 1 },
    { name: 'Sauna', count: 2 },
  ],
  prices: [{ currency: 'USD', min: 30_000, max: 90_000 }],
  roomSizes: [{ sleeps: 2, count: 3 }],
  sorts: ['price', 'name'],
};

const show = (query: string, request: LodgingResultsRequest) =>
  renderInRemote(<ResultsFilters search={new URLSearchParams(query)} request={request} />);

describe('the results filters', () => {
  beforeEach(() => {
    roomFilters.mockReset();
    go.mockReset();
  });

  it('offers the amenities the "room filters" call answers for the stay, with their counts, and ticking one narrows the address', async () => {
    roomFilters.mockResolvedValue({ success: true, status: 200, data: FILTERS });
    show('resort=summit-peak&sort=price', { ...STAY, resort: 'summit-peak', sort: 'price', maxPrice: 50_000 });
    const amenities = screen.getByRole('group', { name: 'Amenities' });
    expect(within(amenities).getByRole('status')).toHaveTextContent('Loading amenities…');
    expect(await within(amenities).findByRole('checkbox', { name: 'Heated pool (1)' })).not.toBeChecked();
    expect(
      within(amenities)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['Heated pool(1)', 'Sauna(2)']);
    // Asked for the stay alone: the filters it narrows by are not sent.
    expect(roomFilters).toHaveBeenCalledTimes(1);
    expect(roomFilters).toHaveBeenCalledWith({ ...STAY, resort: 'summit-peak' });
    // No list written in the page: an amenity the stay does not offer is not there.
    expect(within(amenities).queryByRole('checkbox', { name: /Hot tub/ })).not.toBeInTheDocument();

    await userEvent.setup().click(within(amenities).getByRole('checkbox', { name: 'Sauna (2)' }));
    expect(go).toHaveBeenCalledWith('/lodging?resort=summit-peak&sort=price&amenity=Sauna');
  });

  it('keeps an amenity the address ticks that the stay does not offer, so it can be unticked', async () => {
    roomFilters.mockResolvedValue({ success: true, status: 200, data: FILTERS });
    show('amenity=Sauna&amenity=Hot+tub', { ...STAY, amenities: ['Sauna', 'Hot tub'] });
    expect(await screen.findByRole('checkbox', { name: 'Sauna (2)' })).toBeChecked();
    const hotTub = screen.getByRole('checkbox', { name: 'Hot tub' });
    expect(hotTub).toBeChecked();
    await userEvent.setup().click(hotTub);
    expect(go).toHaveBeenCalledWith('/lodging?amenity=Sauna');
  });

  it('says so when the stay has no amenities to narrow by', async () => {
    roomFilters.mockResolvedValue({ success: true, status: 200, data: { ...FILTERS, count: 0, amenities: [] } });
    show('', STAY);
    expect(await screen.findByText(NO_AMENITIES)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('when the call fails, the other filters still work and the page says the amenities cannot be shown', async () => {
    roomFilters.mockResolvedValue({ success: false, status: 500, data: 'Something went wrong' as never });
    show('', STAY);
    expect(await screen.findByText(AMENITIES_UNAVAILABLE)).toBeInTheDocument();
    await userEvent.setup().selectOptions(screen.getByLabelText('Sort by'), 'name');
    expect(go).toHaveBeenCalledWith('/lodging?sort=name');
  });
});
