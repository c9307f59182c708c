import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddExistingBody, HouseholdAnswer } from '../../../../contract';
import { HOUSEHOLD_KEY } from './get-household';

/** Spec "household add existing": invites an account holder by email. */
export const addExistingMember = (body: AddExistingBody): Promise<HouseholdAnswer> =>
  fetchOrThrow<HouseholdAnswer>('POST', '/api/account/household/existing', body);

export function useAddExistingMemberMutation() {
  const client = useQueryClient();
  return useMutation<HouseholdAnswer, ApiError, AddExistingBody>({
    mutationKey: ['account', 'household-existing'],
    mutationFn: (input) => addExistingMember(input),
    onSuccess: (next) => client.setQueryData(HOUSEHOLD_KEY, next),
  });
}
