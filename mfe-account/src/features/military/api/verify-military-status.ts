import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MilitaryStatusAnswer } from '../../../../contract';
import { MILITARY_KEY } from './get-military-status';

/** Spec "military status verify": judged by the same rule the cart uses. */
export const postVerifyMilitaryStatus = (id: string): Promise<MilitaryStatusAnswer> =>
  fetchOrThrow<MilitaryStatusAnswer>('POST', `/api/account/military/${encodeURIComponent(id)}/verify`, {});

export function useVerifyMilitaryStatusMutation() {
  const client = useQueryClient();
  return useMutation<MilitaryStatusAnswer, ApiError, string>({
    mutationKey: ['account', 'military-verify'],
    mutationFn: postVerifyMilitaryStatus,
    onSuccess: (answer) => client.setQueryData(MILITARY_KEY, answer),
  });
}
