import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { PassHolders, PassHoldersRequest } from '../../../../contract';

export const PASS_HOLDERS_KEY = ['liftaccess', 'reservation-pass-holders'] as const;

/** POST /api/liftaccess/reservations/pass-holders ("pass holders for reservation"): own and household passes, with priority days and reservations. */
export const getPassHolders = (): Promise<PassHolders> =>
  fetchOrThrow<PassHolders>('POST', '/api/liftaccess/reservations/pass-holders', {} satisfies PassHoldersRequest);

export const passHoldersQueryOptions = () => queryOptions<PassHolders, ApiError>({ queryKey: PASS_HOLDERS_KEY, queryFn: getPassHolders });

export const usePassHoldersQuery = () => useQuery(passHoldersQueryOptions());
