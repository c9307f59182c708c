import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { SubscriberGetBody, SubscriberView } from '../../../../contract';

/** Spec "subscriber profile get" (a POST with an object payload): by the mailed link's token, or the signed-in holder's. */
type Options<T, V> = Omit<UseMutationOptions<T, ApiError, V>, 'mutationFn'>;

export const findSubscriber = (body: SubscriberGetBody) => fetchOrThrow<SubscriberView>('POST', '/api/account/subscriber/get', body);
export const useFindSubscriberMutation = (options: Options<SubscriberView, SubscriberGetBody> = {}) =>
  useMutation<SubscriberView, ApiError, SubscriberGetBody>({
    mutationKey: ['account', 'subscriber', 'get'],
    ...options,
    mutationFn: findSubscriber,
  });
