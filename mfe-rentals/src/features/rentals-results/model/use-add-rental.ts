import { useState } from 'react';
import { visitorMessage } from '@resort/shared';
import type { RentalLineOptions, RentalSearchResult } from '../../../../contract';
import { useAddRentalToCartMutation } from '../api/add-rental-to-cart';

/** The cart-line options of the searched period at the chosen shop, with a friend's referral code if one applies. */
function rentalLineOptions(result: RentalSearchResult, locationId: string, referralCode: string | null): RentalLineOptions {
  return {
    ...(referralCode ? { referralCode } : {}),
    returnDate: result.returnDate,
    locationId,
    bookingType: result.bookingType,
    ...(result.deliveryTime ? { deliveryTime: result.deliveryTime } : {}),
    pickupAfter3: result.pickupAfter3,
    bikeRentalLength: result.bikeRentalLength,
  };
}

/** Adds one product for the searched period at the chosen shop; a refusal stays beside its product. */
export function useAddRental(
  result: RentalSearchResult,
  locationId: string,
  referralCode: string | null = null,
  onAdded?: (productId: string, renters: number) => void,
) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useAddRentalToCartMutation({
    onError: (error, { productId }) => setErrors((e) => ({ ...e, [productId]: visitorMessage(error) })),
    onSuccess: (_data, { productId, renters }) => onAdded?.(productId, renters ?? 1),
  });

  const add = (productId: string, renters = 1) => {
    setErrors((e) => ({ ...e, [productId]: '' }));
    mutation.mutate({ productId, date: result.pickupDate, renters, options: rentalLineOptions(result, locationId, referralCode) });
  };

  const adding = mutation.isPending ? mutation.variables.productId : null;
  return { add, adding, errors };
}
