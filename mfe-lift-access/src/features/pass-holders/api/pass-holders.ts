import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, addToCartOrThrow, fetchOrThrow } from '@resort/shared';
import type { ActivationRequest, PassValidation } from '../../../../contract';

const myPassesKey = ['liftaccess', 'my-passes'];

/** GET /api/liftaccess/passes/validate-activation-code, then POST /api/liftaccess/my-passes/link: check first, then link. */
export async function linkPass({ passNumber, activationCode }: ActivationRequest): Promise<PassValidation> {
  const query = new URLSearchParams({ passNumber, activationCode });
  await fetchOrThrow<PassValidation>('GET', `/api/liftaccess/passes/validate-activation-code?${query}`);
  return fetchOrThrow<PassValidation>('POST', '/api/liftaccess/my-passes/link', { passNumber, activationCode });
}

export function useLinkPassMutation() {
  const queryClient = useQueryClient();
  return useMutation<PassValidation, ApiError, ActivationRequest>({
    mutationFn: linkPass,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myPassesKey }),
  });
}

/** POST /api/liftaccess/my-passes/:passNumber/accept-terms ("accept pass terms"). */
export function useAcceptTermsMutation() {
  const queryClient = useQueryClient();
  return useMutation<{ termsAcceptedAt: string }, ApiError, string>({
    mutationFn: (passNumber) => fetchOrThrow('POST', `/api/liftaccess/my-passes/${encodeURIComponent(passNumber)}/accept-terms`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myPassesKey }),
  });
}

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
export function useAddBenefitTicketMutation() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, BenefitTicketInput>({
    mutationKey: ['liftaccess', 'add-benefit-ticket'],
    mutationFn: async ({ passNumber, code, productId, date, ageCategory }) => {
      await addToCartOrThrow({
        line: 'liftaccess',
        productId,
        date,
        quantity: 1,
        options: { ageCategory, benefit: { passNumber, code } },
      });
    },
    // What is left of the benefit changes with the hold.
    onSettled: () => queryClient.invalidateQueries({ queryKey: myPassesKey }),
  });
}
