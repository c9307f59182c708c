import { useMutation } from '@tanstack/react-query';
import { ApiError, addToCartOrThrow, type AddToCartResponse } from '@resort/shared';

export interface AddChildcareInput {
  productId: string;
  /** The care day, ISO. */
  date: string;
  /** Places to hold; each child is named in checkout. */
  children: number;
}

/** POST /api/cart/add/childcare ("add to cart for childcare"): the shared addToCart tells the page on the bus. */
export async function addChildcareToCart({ productId, date, children }: AddChildcareInput): Promise<AddToCartResponse> {
  return addToCartOrThrow({ line: 'childcare', productId, date, quantity: children, options: {} });
}

export const useAddChildcareToCartMutation = () =>
  useMutation<AddToCartResponse, ApiError, AddChildcareInput>({
    mutationKey: ['childcare', 'add-to-cart'],
    mutationFn: addChildcareToCart,
  });
