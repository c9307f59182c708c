import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { HouseholdAnswer } from '../../../../contract';

/** Spec "household remove". */
export const postRemoveMember = (id: string): Promise<HouseholdAnswer> =>
  fetchOrThrow<HouseholdAnswer>('POST', `/api/account/household/members/${encodeURIComponent(id)}/remove`, {});

type Options = Omit<UseMutationOptions<HouseholdAnswer, ApiError, string>, 'mutationFn'>;

export const usePostRemoveMemberMutation = (options: Options = {}) =>
  useMutation<HouseholdAnswer, ApiError, string>({
    mutationKey: ['account', 'household-remove'],
    ...options,
    mutationFn: (input) => postRemoveMember(input),
  });
