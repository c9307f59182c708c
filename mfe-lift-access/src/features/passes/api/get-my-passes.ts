import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { AutoRenewRequest, MyPassView } from '../../../../contract';

/** GET /api/liftaccess/my-passes ("auto renew status"): the signed-in holder's passes. */
export const getMyPasses = (): Promise<MyPassView[]> => fetchOrThrow<MyPassView[]>('GET', '/api/liftaccess/my-passes');

export const myPassesQueryOptions = () =>
  queryOptions<MyPassView[], ApiError>({ queryKey: ['liftaccess', 'my-passes'], queryFn: getMyPasses });

export const useMyPassesQuery = () => useQuery(myPassesQueryOptions());

/** POST /api/liftaccess/my-passes/:passNumber/auto-renew ("enroll/unenroll auto renew"). */
export const setAutoRenew = ({ passNumber, enroll }: AutoRenewRequest & { passNumber: string }) =>
  fetchOrThrow<{ passNumber: string; autoRenew: boolean }>(
    'POST',
    `/api/liftaccess/my-passes/${encodeURIComponent(passNumber)}/auto-renew`,
    { enroll },
  );

export function useSetAutoRenewMutation() {
  const queryClient = useQueryClient();
  return useMutation<{ passNumber: string; autoRenew: boolean }, ApiError, AutoRenewRequest & { passNumber: string }>({
    mutationFn: setAutoRenew,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['liftaccess', 'my-passes'] }),
  });
}
