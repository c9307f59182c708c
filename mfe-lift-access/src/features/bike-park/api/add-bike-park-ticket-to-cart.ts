import { useMutation } from '@tanstack/react-query';
import { ApiError, addToCartOrThrow } from '@resort/shared';

export interface BikeParkAdd {
  productId: string;
  date: string;
  ageCategory: string;
  quantity: number;
}

/** POST /api/cart/add/liftaccess: bike park days are lift tickets of their own products. */
export async function addBikeParkTicketToCart({ productId, date, ageCategory, quantity }: BikeParkAdd): Promise<void> {
  await addToCartOrThrow({ line: 'liftaccess', productId, date, quantity, options: { ageCategory } });
}

export const useAddBikeParkTicketToCartMutation = () =>
  useMutation<void, ApiError, BikeParkAdd>({ mutationKey: ['liftaccess', 'add-bike-park'], mutationFn: addBikeParkTicketToCart });
