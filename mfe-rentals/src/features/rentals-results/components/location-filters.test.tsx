import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInRemote } from '@resort/shared/testing';
import type { RentalSearchResult } from '../../../../contract';
import { RentalsResultsView } from './rentals-results-view';

const result: RentalSearchResult = {
  resort: { id: 'green-mountain', name: 'Green Mountain', currency: 'USD' },
  season: 1,
  bookingType: 1,
  pickupDate: '2026-12-20',
  returnDate: '2026-12-21',
  deliveryTime: null,
  pickupAfter3: false,
  bikeRentalLength: 0,
  rentalDays: 2,
  nights: 1,
  duration: '2 Days',
  locations: [
    { id: 'gm-base', name: 'Base Village Rentals', address: '1 Base Village Plaza', supportsDelivery: true },
    { id: 'gm-mid', name: 'Mid-Mountain Gear', address: 'Mid-Mountain Lodge', supportsDelivery: false },
  ],
  products: [
    {
      id: 'gm-ski-sport',
      category: 'ski',
      tier: 'Sport',
      name: 'Sport Ski Package',
      description: 'Skis, boots and poles.',
      pricePerDay: 4900,
      price: 9800,
      currency: 'USD',
      soldOut: false,
      availability: [
        { locationId: 'gm-base', units: 2, soldOut: false },
        { locationId: 'gm-mid', units: 9, soldOut: false },
      ],
    },
  ],
};

describe('rentals results: shops to compare and the low-inventory signal', () => {
  test('unchecking a shop hides it (spec locationFilters: name, isChecked) and the pick moves to one still shown; the last shop cannot be hidden', async () => {
    const user = userEvent.setup({ delay: null });
    renderInRemote(<RentalsResultsView result={result} stats={[]} />);
    // Two units left at the base shop: the card says so.
    expect(screen.getByTestId('low-inventory-gm-ski-sport')).toHaveTextContent('Only 2 left at this shop');
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    await user.click(screen.getByRole('checkbox', { name: 'Base Village Rentals' }));
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: /Mid-Mountain Gear/ })).toBeChecked();
    expect(screen.queryByTestId('low-inventory-gm-ski-sport')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Mid-Mountain Gear' })).toBeDisabled();
  });
});
