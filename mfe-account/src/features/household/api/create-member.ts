import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { CreateMemberBody, HouseholdAnswer } from '../../../../contract';

/** Spec "household add and create": a member with name and date of birth. */
export const postCreateMember = (body: CreateMemberBody): Promise<HouseholdAnswer> =>
  fetchOrThrow<HouseholdAnswer>('POST', '/api/account/household/members', body);

type Options = Omit<UseMutationOptions<HouseholdAnswer, ApiError, CreateMemberBody>, 'mutationFn'>;

export const usePostCreateMemberMutation = (options: Options = {}) =>
  useMutation<HouseholdAnswer, ApiError, CreateMemberBody>({
    mutationKey: ['account', 'household-create'],
    ...options,
    mutationFn: (input) => postCreateMember(input),
  });
