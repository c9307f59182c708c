import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateMemberBody, HouseholdAnswer } from '../../../../contract';
import { HOUSEHOLD_KEY } from './get-household';

/** Spec "household add and create": a member with name and date of birth. */
export const createMember = (body: CreateMemberBody): Promise<HouseholdAnswer> =>
  fetchOrThrow<HouseholdAnswer>('POST', '/api/account/household/members', body);

export function useCreateMemberMutation() {
  const client = useQueryClient();
  return useMutation<HouseholdAnswer, ApiError, CreateMemberBody>({
    mutationKey: ['account', 'household-create'],
    mutationFn: (input) => createMember(input),
    onSuccess: (next) => client.setQueryData(HOUSEHOLD_KEY, next),
  });
}
