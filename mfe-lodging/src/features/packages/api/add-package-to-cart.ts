import { useMutation } from '@tanstack/react-query';
import { ApiError, addToCartOrThrow, type AddToCartResponse } from '@resort/shared';
import type { PackageLineOptions, PackageOffer } from '../../../../contract';

export interface PackageBooking {
  offer: PackageOffer;
  options: PackageLineOptions;
}

/** POST /api/cart/add/packages: the whole package, every part held at once or none. */
export async function addPackageToCart({ offer, options }: PackageBooking): Promise<AddToCartResponse> {
  return addToCartOrThrow({ line: 'packages', productId: offer.roomId, date: offer.arrival, quantity: 1, options });
}

export const useAddPackageToCartMutation = () =>
  useMutation<AddToCartResponse, ApiError, PackageBooking>({ mutationKey: ['lodging', 'add-package'], mutationFn: addPackageToCart });
