import { api } from '@resort/shared';

export interface Pass {
  id: string;
  name: string;
  /** Minor units of `currency`. */
  price: number;
  currency: string;
  description: string;
  /** Ids of the resorts it opens. */
  resorts: string[];
}

export const getPasses = () => api.get<Pass[]>('/api/liftaccess/passes');
