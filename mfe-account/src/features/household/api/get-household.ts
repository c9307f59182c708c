import { fetchOrThrow, type ApiError } from '@resort/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HouseholdAnswer } from '../../../../contract';
import { VISITOR_DATA_KEY } from '../../session/model/visitor-data';

export const HOUSEHOLD_KEY = [...VISITOR_DATA_KEY, 'household'] as const;

/** The household the visitor owns, and the invitations waiting for them. */
export const getHousehold = (): Promise<HouseholdAnswer> => fetchOrThrow<HouseholdAnswer>('GET', '/api/account/household');

export const householdQueryOptions = () =>
  queryOptions<HouseholdAnswer, ApiError>({ queryKey: HOUSEHOLD_KEY, queryFn: () => getHousehold() });

export const useHouseholdQuery = () => useQuery(householdQueryOptions());
