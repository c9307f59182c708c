import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { SubscriberCreateBody, SubscriberSignupAnswer } from '../../../../contract';

/** Spec "subscriber profile create": the holder's own address is confirmed at once; any other gets a link. */
export const createSubscriber = (body: SubscriberCreateBody) =>
  fetchOrThrow<SubscriberSignupAnswer>('POST', '/api/account/subscriber/create', body);

export const useCreateSubscriberMutation = (
  options: Omit<UseMutationOptions<SubscriberSignupAnswer, ApiError, SubscriberCreateBody>, 'mutationFn'> = {},
) =>
  useMutation<SubscriberSignupAnswer, ApiError, SubscriberCreateBody>({
    mutationKey: ['account', 'subscriber', 'create'],
    ...options,
    mutationFn: createSubscriber,
  });
