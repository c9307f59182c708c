import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { HouseholdAnswer } from '../../../../contract';

/** Spec "household accept". */
export const postAcceptInvitation = (id: string): Promise<HouseholdAnswer> =>
  fetchOrThrow<HouseholdAnswer>('POST', `/api/account/household/invitations/${encodeURIComponent(id)}/accept`, {});

type Options = Omit<UseMutationOptions<HouseholdAnswer, ApiError, string>, 'mutationFn'>;

export const usePostAcceptInvitationMutation = (options: Options = {}) =>
  useMutation<HouseholdAnswer, ApiError, string>({
    mutationKey: ['account', 'household-accept'],
    ...options,
    mutationFn: (input) => postAcceptInvitation(input),
  });
