import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnlineExceptionBody, OnlineExceptionView } from '../../../../contract';
import { ONLINE_EXCEPTIONS_KEY } from './get-online-exceptions';

/** Spec "online exceptions form". */
export const requestOnlineException = (body: OnlineExceptionBody): Promise<OnlineExceptionView> =>
  fetchOrThrow<OnlineExceptionView>('POST', '/api/account/exceptions', body);

export function useRequestOnlineExceptionMutation() {
  const client = useQueryClient();
  return useMutation<OnlineExceptionView, ApiError, OnlineExceptionBody>({
    mutationKey: ['account', 'online-exception'],
    mutationFn: requestOnlineException,
    onSuccess: () => client.invalidateQueries({ queryKey: ONLINE_EXCEPTIONS_KEY }),
  });
}
