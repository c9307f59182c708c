import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { BikeParkResorts } from '../../../../contract';
import { bikeParkResortsKey } from '../model/query-keys';

/** GET /api/liftaccess/bike-park/resorts: the parks that open in summer, with their first and last days. */
export const getBikeParkResorts = (): Promise<BikeParkResorts> => fetchOrThrow<BikeParkResorts>('GET', '/api/liftaccess/bike-park/resorts');

export const bikeParkResortsQueryOptions = () =>
  queryOptions<BikeParkResorts, ApiError>({ queryKey: bikeParkResortsKey(), queryFn: getBikeParkResorts });

export const useBikeParkResortsQuery = () => useQuery(bikeParkResortsQueryOptions());
