import { api } from '@resort/shared';

export const completePurchase = (paymentToken: string, acceptTerms: boolean) =>
  api.post<{ orderNumber: string; orderId: string }>('/api/checkout/complete', { paymentToken, acceptTerms });
