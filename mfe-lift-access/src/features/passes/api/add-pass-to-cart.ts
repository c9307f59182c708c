import { useMutation } from '@tanstack/react-query';
import { ApiError, addToCartOrThrow } from '@resort/shared';
import type { LiftTicketOptions } from '../../../../contract';

export interface AddPassInput {
  passId: string;
  /** ISO: the season's first day, the pass line's date. */
  seasonStart: string;
  quantity: number;
  options: LiftTicketOptions;
}

/** POST /api/cart/add/liftaccess ("add to cart for passes"): the shared addToCart tells the page on the bus. */
export async function addPassToCart({ passId, seasonStart, quantity, options }: AddPassInput): Promise<void> {
  await addToCartOrThrow({ line: 'liftaccess', productId: passId, date: seasonStart, quantity, options });
}

export const useAddPassToCartMutation = () =>
  useMutation<void, ApiError, AddPassInput>({ mutationKey: ['liftaccess', 'add-pass'], mutationFn: addPassToCart });
