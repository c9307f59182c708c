import { fetchOrThrow, type ApiError } from '@resort/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReleaseOfLiabilityAnswer } from '../../../../contract';
import { VISITOR_DATA_KEY } from '../../session/model/visitor-data';

export const RELEASE_KEY = [...VISITOR_DATA_KEY, 'release-of-liability'] as const;

/** This season's release of liability and whether the holder has signed it. */
export const getReleaseOfLiability = (): Promise<ReleaseOfLiabilityAnswer> =>
  fetchOrThrow<ReleaseOfLiabilityAnswer>('GET', '/api/account/release-of-liability');

export const releaseOfLiabilityQueryOptions = () =>
  queryOptions<ReleaseOfLiabilityAnswer, ApiError>({ queryKey: RELEASE_KEY, queryFn: () => getReleaseOfLiability() });

export const useReleaseOfLiabilityQuery = () => useQuery(releaseOfLiabilityQueryOptions());
