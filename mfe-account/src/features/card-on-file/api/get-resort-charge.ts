import { fetchOrThrow, type ApiError } from '@resort/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResortChargeAnswer } from '../../../../contract';
import { VISITOR_DATA_KEY } from '../../session/model/visitor-data';

export const RESORT_CHARGE_KEY = [...VISITOR_DATA_KEY, 'resort-charge'] as const;

/** GET /api/account/profile/resort-charge: whether on-mountain purchases go to the card on file. */
export const getResortCharge = (): Promise<ResortChargeAnswer> =>
  fetchOrThrow<ResortChargeAnswer>('GET', '/api/account/profile/resort-charge');

export const resortChargeQueryOptions = (enabled = true) =>
  queryOptions<ResortChargeAnswer, ApiError>({ queryKey: RESORT_CHARGE_KEY, queryFn: () => getResortCharge(), enabled });

export const useResortChargeQuery = (enabled: boolean) => useQuery(resortChargeQueryOptions(enabled));
