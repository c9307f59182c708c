import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancellationRequestBody, CancellationRequestView } from '../../../../contract';
import { CANCELLATION_REQUESTS_KEY } from './get-cancellation-requests';

/** Spec "cancellation request form". */
export const requestCancellation = (body: CancellationRequestBody): Promise<CancellationRequestView> =>
  fetchOrThrow<CancellationRequestView>('POST', '/api/account/cancellation-requests', body);

export function useRequestCancellationMutation() {
  const client = useQueryClient();
  return useMutation<CancellationRequestView, ApiError, CancellationRequestBody>({
    mutationKey: ['account', 'cancellation-request'],
    mutationFn: requestCancellation,
    onSuccess: () => client.invalidateQueries({ queryKey: CANCELLATION_REQUESTS_KEY }),
  });
}
