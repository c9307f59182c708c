import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MilitaryStatusAnswer, MilitaryStatusBody } from '../../../../contract';
import { MILITARY_KEY } from './get-military-status';

/** Spec "military status create". */
export const postCreateMilitaryStatus = (body: MilitaryStatusBody): Promise<MilitaryStatusAnswer> =>
  fetchOrThrow<MilitaryStatusAnswer>('POST', '/api/account/military', body);

export function useCreateMilitaryStatusMutation() {
  const client = useQueryClient();
  return useMutation<MilitaryStatusAnswer, ApiError, MilitaryStatusBody>({
    mutationKey: ['account', 'military-create'],
    mutationFn: postCreateMilitaryStatus,
    onSuccess: (answer) => client.setQueryData(MILITARY_KEY, answer),
  });
}
