import { mockApi, renderInRemote } from '@resort/shared/testing';
import { screen } from '@testing-library/react';
import { GENERIC_API_ERROR } from '@resort/shared';
import { PropertyDetailPage } from './property-detail-page';

// The page's own fetchers, query hooks and visitorMessage run; only the server's answers are mocked.
const details = mockApi('POST', '/api/lodging/details');
const availability = mockApi('POST', '/api/lodging/property-availability');

const INN = {
  id: 'summit-peak--summit-village-inn',
  resortId: 'summit-peak',
  resortName: 'Summit Peak',
  name: 'Summit Village Inn',
  description: 'A cosy inn.',
  image: null,
  amenities: ['Free Wi-Fi'],
  currency: 'USD',
  taxesAndFees: [
    { name: 'Lodging tax', rateBp: 1040 },
    { name: 'Resort fee', rateBp: 300 },
  ],
};

const show = () => renderInRemote(<PropertyDetailPage propertyId="summit-peak--summit-village-inn" />);

describe('property detail page', () => {
  beforeEach(() => {
    details.mockReset();
    availability.mockReset();
    window.history.pushState({}, '', '/lodging/summit-peak--summit-village-inn');
  });

  it('describes the property, its rooms and its taxes and fees', async () => {
    details.mockResolvedValue({
      success: true,
      status: 200,
      data: {
        ...INN,
        rooms: [{ id: 'king', name: 'King Room with Fireplace', sleeps: 3, baseRate: 23_900, currency: 'USD' }],
      },
    });
    show();
    expect(await screen.findByRole('heading', { name: 'Summit Village Inn' })).toBeInTheDocument();
    expect(details).toHaveBeenCalledWith({ propertyId: 'summit-peak--summit-village-inn' });
    expect(screen.getByText('Image Not Available')).toBeInTheDocument();
    expect(screen.getByText('King Room with Fireplace')).toBeInTheDocument();
    expect(screen.getByText('$239.00')).toBeInTheDocument();
    expect(screen.getByText('Lodging tax: 10.4%')).toBeInTheDocument();
    expect(screen.getByText('Resort fee: 3%')).toBeInTheDocument();
    expect(availability).not.toHaveBeenCalled();
  });

  it('prices the rooms for the stay in the query, each with Add to cart', async () => {
    window.history.pushState(
      {},
      '',
      '/lodging/summit-peak--summit-village-inn?arrivaldate=12/10/2026&departuredate=12/11/2026&adultcount=2',
    );
    details.mockResolvedValue({ success: true, status: 200, data: { ...INN, rooms: [] } });
    availability.mockResolvedValue({
      success: true,
      status: 200,
      data: {
        arrival: '2026-12-10',
        departure: '2026-12-11',
        nights: 1,
        adults: 2,
        children: 0,
        childAges: [],
        properties: [
          {
            ...INN,
            fromPrice: 18_900,
            rooms: [
              {
                id: 'queen',
                name: 'Queen Room',
                sleeps: 2,
                currency: 'USD',
                soldOut: false,
                label: null,
                roomsLeft: 2,
                nightlyRates: [],
                totalPrice: 18_900,
              },
            ],
          },
        ],
      },
    });
    show();
    expect(await screen.findByTestId('room-queen')).toHaveTextContent('$189.00');
    expect(screen.getByTestId('add-room-queen')).toBeEnabled();
    expect(availability).toHaveBeenCalledWith({
      propertyId: 'summit-peak--summit-village-inn',
      arrivaldate: '2026-12-10',
      departuredate: '2026-12-11',
      adultcount: 2,
      childcount: 0,
      childagearray: '',
    });
  });

  it('says so when the property does not exist', async () => {
    details.mockResolvedValue({ success: false, status: 404, data: 'Property not found' as never });
    show();
    expect(await screen.findByRole('heading', { name: 'Property not found' })).toBeInTheDocument();
  });

  it("shows 'Oops!' when the call fails", async () => {
    details.mockResolvedValue({ success: false, status: 500, data: GENERIC_API_ERROR as never });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(`Oops!${GENERIC_API_ERROR}`);
  });
});
