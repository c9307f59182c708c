import { fetchOrThrow, type ApiError } from '@resort/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RentalProfilesAnswer } from '../../../../contract';
import { VISITOR_DATA_KEY } from '../../session/model/visitor-data';

export const RENTAL_PROFILES_KEY = [...VISITOR_DATA_KEY, 'rental-profiles'] as const;

/** Spec "rental profile get": the holder's saved renters. */
export const getRentalProfiles = (): Promise<RentalProfilesAnswer> =>
  fetchOrThrow<RentalProfilesAnswer>('GET', '/api/account/rental-profiles');

export const rentalProfilesQueryOptions = () =>
  queryOptions<RentalProfilesAnswer, ApiError>({ queryKey: RENTAL_PROFILES_KEY, queryFn: () => getRentalProfiles() });

export const useRentalProfilesQuery = () => useQuery(rentalProfilesQueryOptions());
