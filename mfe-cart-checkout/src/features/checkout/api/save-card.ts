import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { CardDetails, TokenizedCard } from '../../../../contract';
import { markCartChanged } from '../../cart/api/cart-queries';

/**
 * POST /api/checkout/payment (spec section 7, "Cart POST: payment selection type"). The card goes
 * to the gateway through the server; only its token and last four digits come back.
 */
export const saveCard = (card: CardDetails): Promise<TokenizedCard> => fetchOrThrow<TokenizedCard>('POST', '/api/checkout/payment', card);

export function useSaveCardMutation() {
  const queryClient = useQueryClient();
  return useMutation<TokenizedCard, ApiError, CardDetails>({
    mutationFn: saveCard,
    onSuccess: () => markCartChanged(queryClient),
  });
}
