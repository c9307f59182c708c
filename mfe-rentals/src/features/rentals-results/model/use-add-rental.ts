import { useState } from 'react';
import { visitorMessage } from '@resort/shared';
import type { RentalLineOptions, RentalSearchResult } from '../../../../contract';
import { useAddRentalToCartMutation } from '../api/add-rental-to-cart';

/** The cart-line options of the searched period at the chosen shop. */
function rentalLineOptions(result: RentalSearchResult, locationId: string): RentalLineOptions {
  return {
    returnDate: result.returnDate,
    locationId,
    bookingType: result.bookingType,
    ...(result.deliveryTime ? { deliveryTime: result.deliveryTime } : {}),
    pickupAfter3: result.pickupAfter3,
    bikeRentalLength: result.bikeRentalLength,
  };
}

/** Adds one product for the searched period at the chosen shop; a refusal stays beside its product. */
export function useAddRental(result: RentalSearchResult, locationId: string) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useAddRentalToCartMutation({
    onError: (error, { productId }) => setErrors((e) => ({ ...e, [productId]: visitorMessage(error) })),
  });

  const add = (productId: string, renters = 1) => {
    setErrors((e) => ({ ...e, [productId]: '' }));
    mutation.mutate({ productId, date: result.pickupDate, renters, options: rentalLineOptions(result, locationId) });
  };

  const adding = mutation.isPending ? mutation.variables.productId : null;
  return { add, adding, errors };
}
