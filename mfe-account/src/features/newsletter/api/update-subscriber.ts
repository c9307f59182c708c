import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { SubscriberUpdateBody, SubscriberView } from '../../../../contract';

/** Spec "subscriber profile update": by the mailed link's token, or the signed-in holder's. */
export const updateSubscriber = (body: SubscriberUpdateBody) =>
  fetchOrThrow<SubscriberView>('POST', '/api/account/subscriber/update', body);

export const useUpdateSubscriberMutation = (
  options: Omit<UseMutationOptions<SubscriberView, ApiError, SubscriberUpdateBody>, 'mutationFn'> = {},
) =>
  useMutation<SubscriberView, ApiError, SubscriberUpdateBody>({
    mutationKey: ['account', 'subscriber', 'update'],
    ...options,
    mutationFn: updateSubscriber,
  });
