import { useState } from 'react';
import styled from 'styled-components';
import { BOOKING_TYPE, EmptyState, theme } from '@resort/shared';
import { rentalLineOfBusiness } from '@resort/shared/rules';
import { displayDate } from '@resort/shared/dates';
import type { LocationPricingStats, ReferralCodeAnswer, RentalProductResult, RentalSearchResult } from '../../../../contract';
import { isLowInventory, publishRentalBooking } from '../model/rental-booking-analytics';
import { useAddRental } from '../model/use-add-rental';
import { CategorySection } from './category-section';
import { LocationChoice, LocationFilters } from './location-choice';
import { ProductCard } from './product-card';
import { ReferralCode } from './referral-code';

const CATEGORIES: Array<[RentalProductResult['category'], string]> = [
  ['ski', 'Skis'],
  ['snowboard', 'Snowboards'],
  ['bike', 'Bikes'],
];

const Summary = styled.p`
  color: ${theme.colors.slate};
  margin: 0 0 ${theme.space.lg};
`;

/** The first shop that still has something to rent, so the page opens on a useful choice. */
function firstOpenShop(result: RentalSearchResult): string {
  const open = result.locations.find((l) => result.products.some((p) => p.availability.some((a) => a.locationId === l.id && !a.soldOut)));
  return (open ?? result.locations[0])?.id ?? '';
}

interface RentalsResultsViewProps {
  result: RentalSearchResult;
  stats: LocationPricingStats[];
  /** A friend's code from a shared link (?referral=). */
  referralLink?: string | null;
  /** The widget tab the search came from (?tab=), for analytics. */
  tabName?: string;
}

export function RentalsResultsView({ result, stats, referralLink = null, tabName = '' }: RentalsResultsViewProps) {
  const [locationId, setLocationId] = useState(() => firstOpenShop(result));
  const [referral, setReferral] = useState<ReferralCodeAnswer | null>(null);
  // Spec section 3's locationFilters: each shop by name, shown while checked.
  const [locationFilters, setLocationFilters] = useState(() => result.locations.map((l) => ({ name: l.name, isChecked: true })));
  const shown = result.locations.filter((l) => locationFilters.find((f) => f.name === l.name)?.isChecked !== false);
  const filterShop = (name: string, isChecked: boolean) => {
    const next = locationFilters.map((f) => (f.name === name ? { ...f, isChecked } : f));
    setLocationFilters(next);
    const visible = result.locations.filter((l) => next.find((f) => f.name === l.name)?.isChecked);
    if (!visible.some((l) => l.id === locationId) && visible[0]) setLocationId(visible[0].id);
  };
  const unitsHere = (p: RentalProductResult) => p.availability.find((a) => a.locationId === locationId)?.units ?? 0;
  const { add, adding, errors } = useAddRental(result, locationId, referral?.code ?? null, (productId, renters) => {
    const product = result.products.find((p) => p.id === productId);
    const location = result.locations.find((l) => l.id === locationId);
    if (product && location)
      publishRentalBooking({
        result,
        location,
        product,
        renters,
        lowInventoryShown: isLowInventory(unitsHere(product)),
        tabName: tabName || rentalLineOfBusiness(result.season),
      });
  });
  const delivery = result.bookingType === BOOKING_TYPE.delivery;

  if (result.products.length === 0 || result.locations.length === 0) return <EmptyState />;

  const soldOutHere = (p: RentalProductResult) => p.availability.find((a) => a.locationId === locationId)?.soldOut ?? true;
  return (
    <>
      <Summary>
        {delivery
          ? `Delivery on ${displayDate(result.pickupDate)} at ${result.deliveryTime}`
          : `Pick up on ${displayDate(result.pickupDate)}`}
        {' · '}Return on {displayDate(result.returnDate)} · {result.duration}
      </Summary>
      <ReferralCode initial={referralLink} onApplied={setReferral} />
      {result.locations.length > 1 ? <LocationFilters filters={locationFilters} onChange={filterShop} /> : null}
      <LocationChoice
        legend={delivery ? 'Delivered from' : 'Pick up at'}
        locations={shown}
        stats={stats}
        value={locationId}
        onChange={setLocationId}
      />
      {CATEGORIES.map(([category, title]) => {
        const products = result.products.filter((p) => p.category === category);
        if (products.length === 0) return null;
        return (
          <CategorySection key={category} title={title}>
            {products.map((product) => (
              <ProductCard
                key={product.id}
                product={product}
                duration={result.duration}
                soldOut={soldOutHere(product)}
                unitsLeft={unitsHere(product)}
                percentOff={referral?.percentOff ?? 0}
                adding={adding === product.id}
                error={errors[product.id]}
                onAdd={(renters) => add(product.id, renters)}
              />
            ))}
          </CategorySection>
        );
      })}
    </>
  );
}
