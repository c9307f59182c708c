import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { ApiError, addToCartOrThrow, type AddToCartResponse } from '@resort/shared';
import type { RentalLineOptions } from '../../../../contract';

export interface AddRentalInput {
  productId: string;
  /** The pickup (or delivery) day, ISO. */
  date: string;
  /** Units of the package, one per renter (several: a group rental); each renter is named in checkout. */
  renters?: number;
  options: RentalLineOptions;
}

/**
 * POST /api/cart/add/rentals: a unit of a product per renter for the period. The shared addToCart tells
 * the page on the bus (the header's count, the added-to-cart dialog) once the cart has it.
 */
export async function addRentalToCart({ productId, date, renters = 1, options }: AddRentalInput): Promise<AddToCartResponse> {
  return addToCartOrThrow({ line: 'rentals', productId, date, quantity: renters, options });
}

type AddRentalMutationOptions = Omit<UseMutationOptions<AddToCartResponse, ApiError, AddRentalInput>, 'mutationFn'>;

export const useAddRentalToCartMutation = (options: AddRentalMutationOptions = {}) =>
  useMutation<AddToCartResponse, ApiError, AddRentalInput>({ ...options, mutationFn: addRentalToCart });
