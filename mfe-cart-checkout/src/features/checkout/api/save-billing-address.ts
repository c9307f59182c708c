import { api } from '@resort/shared';
import type { BillingAddress } from '../model/checkout-types';

export const saveBillingAddress = (address: BillingAddress) => api.post<{ address: BillingAddress }>('/api/checkout/address', address);
