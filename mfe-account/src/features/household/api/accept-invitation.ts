import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HouseholdAnswer } from '../../../../contract';
import { HOUSEHOLD_KEY } from './get-household';
import { VISITOR_DATA_KEY } from '../../session/model/visitor-data';

/** Spec "household accept". */
export const acceptInvitation = (id: string): Promise<HouseholdAnswer> =>
  fetchOrThrow<HouseholdAnswer>('POST', `/api/account/household/invitations/${encodeURIComponent(id)}/accept`, {});

export function useAcceptInvitationMutation() {
  const client = useQueryClient();
  return useMutation<HouseholdAnswer, ApiError, string>({
    mutationKey: ['account', 'household-accept'],
    mutationFn: (input) => acceptInvitation(input),
    onSuccess: (next) => {
      client.setQueryData(HOUSEHOLD_KEY, next);
      // Joining or leaving a household changes what else the visitor's pages show.
      void client.invalidateQueries({ queryKey: VISITOR_DATA_KEY });
    },
  });
}
