import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { HouseholdAnswer, PendingChildBody } from '../../../../contract';

export interface UpdateMemberInput {
  id: string;
  body: PendingChildBody;
}

/** Spec "pending child account update": name and birth date of a member without an account of their own. */
export const postUpdateMember = ({ id, body }: UpdateMemberInput): Promise<HouseholdAnswer> =>
  fetchOrThrow<HouseholdAnswer>('POST', `/api/account/household/members/${encodeURIComponent(id)}/update`, body);

type Options = Omit<UseMutationOptions<HouseholdAnswer, ApiError, UpdateMemberInput>, 'mutationFn'>;

export const usePostUpdateMemberMutation = (options: Options = {}) =>
  useMutation<HouseholdAnswer, ApiError, UpdateMemberInput>({
    mutationKey: ['account', 'household-update'],
    ...options,
    mutationFn: (input) => postUpdateMember(input),
  });
