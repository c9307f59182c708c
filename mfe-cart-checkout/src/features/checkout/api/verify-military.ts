import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { MilitaryVerificationRequest, MilitaryVerificationView } from '../../../../contract';
import { markCartChanged } from '../../cart/api/cart-queries';

/**
 * POST /api/cart/military-verification (spec section 7, "Cart POST: military pass verification"):
 * verified, or under review with the email's expected delay; a refusal is an error with the spec's message.
 */
export const verifyMilitary = (body: MilitaryVerificationRequest): Promise<MilitaryVerificationView> =>
  fetchOrThrow<MilitaryVerificationView>('POST', '/api/cart/military-verification', body);

export function useVerifyMilitaryMutation() {
  const queryClient = useQueryClient();
  return useMutation<MilitaryVerificationView, ApiError, MilitaryVerificationRequest>({
    mutationFn: verifyMilitary,
    onSuccess: () => markCartChanged(queryClient),
  });
}
