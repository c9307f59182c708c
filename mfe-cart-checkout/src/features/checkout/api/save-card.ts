import { api } from '@resort/shared';
import type { CardDetails, TokenizedCard } from '../model/checkout-types';

/** The card goes to the gateway through the server; only its token and last four digits come back. */
export const saveCard = (card: CardDetails) => api.post<TokenizedCard>('/api/checkout/payment', card);
