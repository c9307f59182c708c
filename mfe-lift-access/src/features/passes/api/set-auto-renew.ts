import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { AutoRenewRequest } from '../../../../contract';
import { MY_PASSES_KEY } from './get-my-passes';

type AutoRenewInput = AutoRenewRequest & { passNumber: string };
type AutoRenewAnswer = { passNumber: string; autoRenew: boolean };

/** POST /api/liftaccess/my-passes/:passNumber/auto-renew ("enroll/unenroll auto renew"). */
export const setAutoRenew = ({ passNumber, enroll }: AutoRenewInput) =>
  fetchOrThrow<AutoRenewAnswer>('POST', `/api/liftaccess/my-passes/${encodeURIComponent(passNumber)}/auto-renew`, { enroll });

export function useSetAutoRenewMutation() {
  const queryClient = useQueryClient();
  return useMutation<AutoRenewAnswer, ApiError, AutoRenewInput>({
    mutationFn: setAutoRenew,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_PASSES_KEY }),
  });
}
