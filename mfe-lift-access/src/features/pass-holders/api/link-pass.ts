import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, fetchOrThrow } from '@resort/shared';
import type { ActivationRequest, PassValidation } from '../../../../contract';
import { MY_PASSES_KEY } from '../../passes/api/get-my-passes';

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_PASSES_KEY }),
  });
}
