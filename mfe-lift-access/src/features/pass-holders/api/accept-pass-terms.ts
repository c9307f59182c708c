import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, fetchOrThrow } from '@resort/shared';
import { MY_PASSES_KEY } from '../../passes/api/get-my-passes';

/** POST /api/liftaccess/my-passes/:passNumber/accept-terms ("accept pass terms"). */
export const acceptPassTerms = (passNumber: string) =>
  fetchOrThrow<{ termsAcceptedAt: string }>('POST', `/api/liftaccess/my-passes/${encodeURIComponent(passNumber)}/accept-terms`, {});

export function useAcceptPassTermsMutation() {
  const queryClient = useQueryClient();
  return useMutation<{ termsAcceptedAt: string }, ApiError, string>({
    mutationFn: acceptPassTerms,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_PASSES_KEY }),
  });
}
