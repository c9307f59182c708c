import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HouseholdAnswer } from '../../../../contract';
import { HOUSEHOLD_KEY } from './get-household';

/** Spec "household remove". */
export const removeMember = (id: string): Promise<HouseholdAnswer> =>
  fetchOrThrow<HouseholdAnswer>('POST', `/api/account/household/members/${encodeURIComponent(id)}/remove`, {});

export function useRemoveMemberMutation() {
  const client = useQueryClient();
  return useMutation<HouseholdAnswer, ApiError, string>({
    mutationKey: ['account', 'household-remove'],
    mutationFn: (input) => removeMember(input),
    onSuccess: (next) => client.setQueryData(HOUSEHOLD_KEY, next),
  });
}
