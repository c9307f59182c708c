import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { HouseholdAnswer } from '../../../../contract';

/** Spec "household decline". */
export const postDeclineInvitation = (id: string): Promise<HouseholdAnswer> =>
  fetchOrThrow<HouseholdAnswer>('POST', `/api/account/household/invitations/${encodeURIComponent(id)}/decline`, {});

type Options = Omit<UseMutationOptions<HouseholdAnswer, ApiError, string>, 'mutationFn'>;

export const usePostDeclineInvitationMutation = (options: Options = {}) =>
  useMutation<HouseholdAnswer, ApiError, string>({
    mutationKey: ['account', 'household-decline'],
    ...options,
    mutationFn: (input) => postDeclineInvitation(input),
  });
