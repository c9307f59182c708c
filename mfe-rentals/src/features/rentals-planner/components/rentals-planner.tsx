import { formatMoney } from '@resort/shared';
import { withSearchParams } from '@resort/shared/rules';
import { addDays, normalizeDate } from '@resort/shared/dates';
import { PlannerRow, PlannerSection } from '@resort/shared/ui';
import { tripDays, type PlannerTrip } from '@resort/shared/planner';
import type { RentalProductResult, RentalSearchRequest, RentalSearchResult } from '../../../../contract';
import { useAddRentalToCartMutation } from '../../rentals-results/api/add-rental-to-cart';
import { useSearchProductsQuery } from '../../rentals-results/api/search-products';
import { RENTALS_RESULTS_URL } from '../../rentals-widget/model/use-rental-form';

const SHOWN = 4;

/**
 * The cheapest packages one shop can rent to the whole party for the whole period, with that shop.
 * One package is offered for everyone, so kids packages (sized for children) are left to the rentals page.
 */
export function partyPackages(result: RentalSearchResult, renters: number): { product: RentalProductResult; locationId: string }[] {
  return result.products
    .filter((product) => product.tier !== 'Kids')
    .flatMap((product) => {
      const shop = product.availability.find((a) => !a.soldOut && a.units >= renters);
      return shop && !product.soldOut ? [{ product, locationId: shop.locationId }] : [];
    })
    .sort((a, b) => a.product.price - b.product.price)
    .slice(0, SHOWN);
}

function PackageChoice({
  product,
  locationId,
  result,
  renters,
}: {
  product: RentalProductResult;
  locationId: string;
  result: RentalSearchResult;
  renters: number;
}) {
  const add = useAddRentalToCartMutation();
  const shop = result.locations.find((l) => l.id === locationId);
  return (
    <PlannerRow
      name={product.name}
      detail={`${result.duration}${shop ? ` · pick up at ${shop.name}` : ''}`}
      price={formatMoney(product.price * renters, product.currency)}
      priceNote={`${renters} ${renters === 1 ? 'renter' : 'renters'}, named at checkout`}
      productLabel={product.name}
      onAdd={() =>
        add.mutate({
          productId: product.id,
          date: result.pickupDate,
          renters,
          options: { returnDate: result.returnDate, locationId, bookingType: result.bookingType, pickupAfter3: result.pickupAfter3 },
        })
      }
      adding={add.isPending}
      added={add.isSuccess}
      error={add.error}
    />
  );
}

/** The trip planner's rentals: packages for everyone in the party, picked up on arrival and returned after the last trip day. */
export function RentalsPlanner(trip: PlannerTrip) {
  const days = tripDays(trip);
  const request: RentalSearchRequest = {
    resort: trip.resortId,
    startdate: normalizeDate(trip.arrival),
    enddate: addDays(normalizeDate(trip.arrival), days.length - 1),
  };
  const search = useSearchProductsQuery(request);
  const renters = trip.adultCount + trip.childCount;
  return (
    <PlannerSection
      line="rentals"
      title="Rentals"
      seeAll={{ href: withSearchParams(RENTALS_RESULTS_URL, { ...request }), label: 'See all rentals' }}
      isPending={search.isPending}
      error={search.error}
      emptyMessage={`No shop has rentals for all ${renters} of you from ${request.startdate} to ${request.enddate}.`}
    >
      {search.data
        ? partyPackages(search.data, renters).map(({ product, locationId }) => (
            <PackageChoice key={product.id} product={product} locationId={locationId} result={search.data} renters={renters} />
          ))
        : null}
    </PlannerSection>
  );
}
