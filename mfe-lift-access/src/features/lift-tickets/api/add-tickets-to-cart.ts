import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { ApiError, addToCartOrThrow } from '@resort/shared';
import type { LiftTicketOptions } from '../../../../contract';

export interface AddTicketsInput {
  productId: string;
  /** ISO first day. */
  date: string;
  /** One cart line per age category. */
  lines: (LiftTicketOptions & { quantity: number })[];
}

/**
 * POST /api/cart/add/liftaccess once per age category. Lines go one after another so that a
 * 'Sold Out' stops the rest; the shared addToCart tells the page on the bus (the header's count,
 * the added-to-cart dialog) after each line the cart takes.
 */
export async function addTicketsToCart({ productId, date, lines }: AddTicketsInput): Promise<void> {
  for (const line of lines) {
    const options: LiftTicketOptions = { ageCategory: line.ageCategory };
    await addToCartOrThrow({ line: 'liftaccess', productId, date, quantity: line.quantity, options });
  }
}

type AddTicketsMutationOptions = Omit<UseMutationOptions<void, ApiError, AddTicketsInput>, 'mutationFn'>;

export const useAddTicketsToCartMutation = (options: AddTicketsMutationOptions = {}) =>
  useMutation<void, ApiError, AddTicketsInput>({ mutationKey: ['liftaccess', 'add-to-cart'], ...options, mutationFn: addTicketsToCart });
