import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { HolderMatch } from '../../../../contract';

/** Spec "household search for pass": the account holder of a season pass, by first name and last initial. */
export const searchPass = (passNumber: string): Promise<HolderMatch> =>
  fetchOrThrow<HolderMatch>('POST', '/api/account/household/search-pass', { passNumber });

type Options = Omit<UseMutationOptions<HolderMatch, ApiError, string>, 'mutationFn'>;

export const useSearchPassMutation = (options: Options = {}) =>
  useMutation<HolderMatch, ApiError, string>({
    mutationKey: ['account', 'household-search-pass'],
    ...options,
    mutationFn: (n) => searchPass(n),
  });
