import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { AddExistingBody, HouseholdAnswer } from '../../../../contract';

/** Spec "household add existing": invites an account holder by email. */
export const postAddExisting = (body: AddExistingBody): Promise<HouseholdAnswer> =>
  fetchOrThrow<HouseholdAnswer>('POST', '/api/account/household/existing', body);

type Options = Omit<UseMutationOptions<HouseholdAnswer, ApiError, AddExistingBody>, 'mutationFn'>;

export const usePostAddExistingMutation = (options: Options = {}) =>
  useMutation<HouseholdAnswer, ApiError, AddExistingBody>({
    mutationKey: ['account', 'household-existing'],
    ...options,
    mutationFn: (input) => postAddExisting(input),
  });
