import { useState } from 'react';
import { PRODUCT_CANNOT_BE_ADDED, addToCart } from '@resort/shared';
import type { RentalSearchResult } from '../api/search-products';

/** Adds one product for the searched period at the chosen shop, one product at a time. */
export function useAddRental(result: RentalSearchResult, locationId: string) {
  const [adding, setAdding] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const add = async (productId: string) => {
    setAdding(productId);
    setErrors((e) => ({ ...e, [productId]: '' }));
    const response = await addToCart({
      line: 'rentals',
      productId,
      date: result.pickupDate,
      quantity: 1,
      options: {
        returnDate: result.returnDate,
        locationId,
        bookingType: result.bookingType,
        ...(result.deliveryTime ? { deliveryTime: result.deliveryTime } : {}),
        pickupAfter3: result.pickupAfter3,
        bikeRentalLength: result.bikeRentalLength,
      },
    });
    setAdding(null);
    if (!response.success) {
      const message = typeof response.data === 'string' && response.status < 500 ? response.data : PRODUCT_CANNOT_BE_ADDED;
      setErrors((e) => ({ ...e, [productId]: message }));
    }
  };

  return { add, adding, errors };
}
