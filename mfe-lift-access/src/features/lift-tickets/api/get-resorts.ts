import { api } from '@resort/shared';

export interface AgeCategory {
  code: string;
  name: string;
  /** 'Adult (19-64)' */
  label: string;
  minAge: number | null;
  maxAge: number | null;
}

export interface LiftResort {
  id: string;
  name: string;
  region: string;
  timeZone: string;
  currency: string;
  taxRateBp: number;
  /** The resort's today and last bookable day, ISO yyyy-MM-dd. */
  today: string;
  lastDay: string | null;
  ageCategories: AgeCategory[];
}

export const getResorts = () => api.get<LiftResort[]>('/api/liftaccess/resorts');
