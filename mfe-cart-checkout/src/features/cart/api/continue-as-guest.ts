import { api } from '@resort/shared';

export const continueAsGuest = (email: string) => api.post<{ email: string }>('/api/checkout/guest', { email });
