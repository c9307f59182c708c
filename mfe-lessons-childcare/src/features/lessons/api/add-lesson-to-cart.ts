import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { ApiError, addToCartOrThrow, type AddToCartResponse } from '@resort/shared';
import type { LessonLineOptions } from '../../../../contract';

export interface AddLessonInput {
  lessonId: string;
  /** The lesson's day, ISO. */
  date: string;
  /** Seats to hold; each participant is named at checkout. */
  participants: number;
  /** A private lesson's duration and start time; none for a group lesson. */
  options?: LessonLineOptions;
}

/**
 * POST /api/cart/add/lessons. The shared addToCart tells the page on the bus (the header's count,
 * the added-to-cart dialog) once the cart has the seats.
 */
export async function addLessonToCart({ lessonId, date, participants, options = {} }: AddLessonInput): Promise<AddToCartResponse> {
  return addToCartOrThrow({ line: 'lessons', productId: lessonId, date, quantity: participants, options });
}

type AddLessonMutationOptions = Omit<UseMutationOptions<AddToCartResponse, ApiError, AddLessonInput>, 'mutationFn'>;

export const useAddLessonToCartMutation = (mutationOptions: AddLessonMutationOptions = {}) =>
  useMutation<AddToCartResponse, ApiError, AddLessonInput>({
    mutationKey: ['lessons', 'add-to-cart'],
    ...mutationOptions,
    mutationFn: addLessonToCart,
  });
