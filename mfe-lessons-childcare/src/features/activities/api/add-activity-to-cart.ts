import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { ApiError, addToCartOrThrow, type AddToCartResponse } from '@resort/shared';
import type { ActivityLineOptions } from '../../../../contract';

export interface AddActivityInput {
  activityId: string;
  /** The session's day, ISO. */
  date: string;
  places: number;
}

const options: ActivityLineOptions = {};

/**
 * POST /api/cart/add/activities. The shared addToCart tells the page on the bus (the header's
 * count, the added-to-cart dialog) once the cart has the places.
 */
export async function addActivityToCart({ activityId, date, places }: AddActivityInput): Promise<AddToCartResponse> {
  return addToCartOrThrow({ line: 'activities', productId: activityId, date, quantity: places, options });
}

type AddActivityMutationOptions = Omit<UseMutationOptions<AddToCartResponse, ApiError, AddActivityInput>, 'mutationFn'>;

export const useAddActivityToCartMutation = (mutationOptions: AddActivityMutationOptions = {}) =>
  useMutation<AddToCartResponse, ApiError, AddActivityInput>({
    mutationKey: ['activities', 'add-to-cart'],
    ...mutationOptions,
    mutationFn: addActivityToCart,
  });
