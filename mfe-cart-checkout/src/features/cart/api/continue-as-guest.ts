import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { GuestAnswer, GuestRequest } from '../../../../contract';
import { markCartChanged } from './cart-queries';

/** POST /api/checkout/guest: the email a buyer without an account checks out with. */
export const continueAsGuest = (email: string): Promise<GuestAnswer> =>
  fetchOrThrow<GuestAnswer>('POST', '/api/checkout/guest', { email } satisfies GuestRequest);

export function useContinueAsGuestMutation() {
  const queryClient = useQueryClient();
  return useMutation<GuestAnswer, ApiError, string>({
    mutationFn: continueAsGuest,
    onSuccess: () => markCartChanged(queryClient),
  });
}
