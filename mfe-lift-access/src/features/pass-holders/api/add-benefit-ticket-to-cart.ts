import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, addToCartOrThrow } from '@resort/shared';
import { MY_PASSES_KEY } from '../../passes/api/get-my-passes';

export interface BenefitTicketInput {
  passNumber: string;
  code: string;
  /** The resort's one-day lift ticket. */
  productId: string;
  /** ISO yyyy-MM-dd */
  date: string;
  ageCategory: string;
}

/** POST /api/cart/add/liftaccess with the pass's benefit: a one-day ticket at the benefit price. */
export async function addBenefitTicketToCart({ passNumber, code, productId, date, ageCategory }: BenefitTicketInput): Promise<void> {
  await addToCartOrThrow({ line: 'liftaccess', productId, date, quantity: 1, options: { ageCategory, benefit: { passNumber, code } } });
}

export function useAddBenefitTicketToCartMutation() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, BenefitTicketInput>({
    mutationKey: ['liftaccess', 'add-benefit-ticket'],
    mutationFn: addBenefitTicketToCart,
    // What is left of the benefit changes with the hold.
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_PASSES_KEY }),
  });
}
