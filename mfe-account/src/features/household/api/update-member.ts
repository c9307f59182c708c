import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HouseholdAnswer, PendingChildBody } from '../../../../contract';
import { HOUSEHOLD_KEY } from './get-household';

export interface UpdateMemberInput {
  id: string;
  body: PendingChildBody;
}

/** Spec "pending child account update": name and birth date of a member without an account of their own. */
export const updateMember = ({ id, body }: UpdateMemberInput): Promise<HouseholdAnswer> =>
  fetchOrThrow<HouseholdAnswer>('POST', `/api/account/household/members/${encodeURIComponent(id)}/update`, body);

export function useUpdateMemberMutation() {
  const client = useQueryClient();
  return useMutation<HouseholdAnswer, ApiError, UpdateMemberInput>({
    mutationKey: ['account', 'household-update'],
    mutationFn: (input) => updateMember(input),
    onSuccess: (next) => client.setQueryData(HOUSEHOLD_KEY, next),
  });
}
