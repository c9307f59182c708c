import { api, type ApiResult } from '@resort/shared';

export interface Profile {
  user: { id: string; email: string; firstName: string; lastName: string; dateOfBirth: string | null };
  contact: {
    phone: string | null;
    addressLine1: string | null;
    city: string | null;
    region: string | null;
    postalCode: string | null;
    country: string | null;
  };
  household: {
    name: string;
    members: { firstName: string; lastName: string; dateOfBirth: string | null; relationship: string }[];
  } | null;
}

export const getProfile = (): Promise<ApiResult<Profile>> => api.get<Profile>('/api/account/profile');
