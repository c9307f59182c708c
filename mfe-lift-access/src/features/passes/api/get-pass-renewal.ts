import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { PassRenewal } from '../../../../contract';
import { renewalKey } from '../model/query-keys';

/** GET /api/liftaccess/passes/:id/renewal ("season pass info"): may the signed-in visitor renew this pass? */
export const getPassRenewal = (id: string): Promise<PassRenewal> =>
  fetchOrThrow<PassRenewal>('GET', `/api/liftaccess/passes/${encodeURIComponent(id)}/renewal`);

export const passRenewalQueryOptions = (id: string) =>
  queryOptions<PassRenewal, ApiError>({ queryKey: renewalKey(id), queryFn: () => getPassRenewal(id) });

export const usePassRenewalQuery = (id: string) => useQuery(passRenewalQueryOptions(id));
