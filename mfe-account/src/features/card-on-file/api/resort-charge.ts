import { fetchOrThrow, type ApiError } from '@resort/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResortChargeAnswer } from '../../../../contract';
import { VISITOR_DATA_KEY } from '../../session/model/visitor-data';

const key = [...VISITOR_DATA_KEY, 'resort-charge'];

/** GET /api/account/profile/resort-charge: whether on-mountain purchases go to the card on file. */
export const useResortChargeQuery = (enabled: boolean) =>
  useQuery(
    queryOptions<ResortChargeAnswer, ApiError>({
      queryKey: key,
      queryFn: () => fetchOrThrow<ResortChargeAnswer>('GET', '/api/account/profile/resort-charge'),
      enabled,
    }),
  );

/** POST /api/account/profile/resort-charge ("enroll/unenroll resort charge"). */
export function useSetResortChargeMutation() {
  const client = useQueryClient();
  return useMutation<ResortChargeAnswer, ApiError, boolean>({
    mutationFn: (enroll) => fetchOrThrow<ResortChargeAnswer>('POST', '/api/account/profile/resort-charge', { enroll }),
    onSuccess: (answer) => client.setQueryData(key, answer),
  });
}
