import { fetchOrThrow, type ApiError } from '@resort/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PassHolderCreditsAnswer } from '../../../../contract';
import { VISITOR_DATA_KEY } from '../../session/model/visitor-data';

/** Spec "pass holder credits" (GET), with their terms. */
export const getPassHolderCredits = (): Promise<PassHolderCreditsAnswer> =>
  fetchOrThrow<PassHolderCreditsAnswer>('GET', '/api/account/pass-holder-credits');

export const passHolderCreditsQueryOptions = () =>
  queryOptions<PassHolderCreditsAnswer, ApiError>({
    queryKey: [...VISITOR_DATA_KEY, 'pass-holder-credits'],
    queryFn: () => getPassHolderCredits(),
  });

export const usePassHolderCreditsQuery = () => useQuery(passHolderCreditsQueryOptions());
