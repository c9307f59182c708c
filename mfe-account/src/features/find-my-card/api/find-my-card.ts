import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { FindMyCardBody, FoundCard } from '../../../../contract';

/** Spec "find my card": a season pass by its number and the holder's birth date. */
export const findMyCard = (body: FindMyCardBody): Promise<FoundCard> => fetchOrThrow<FoundCard>('POST', '/api/account/find-my-card', body);

type Options = Omit<UseMutationOptions<FoundCard, ApiError, FindMyCardBody>, 'mutationFn'>;

export const useFindMyCardMutation = (options: Options = {}) =>
  useMutation<FoundCard, ApiError, FindMyCardBody>({
    mutationKey: ['account', 'find-my-card'],
    ...options,
    mutationFn: (b) => findMyCard(b),
  });
