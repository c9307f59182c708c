import { api } from '@resort/shared';

export interface AssignTravelerRequest {
  itemId: string;
  unitIndex: number;
  firstName: string;
  lastName: string;
  /** MM/DD/YYYY as typed, or ISO. */
  dateOfBirth: string;
}

export const assignTraveler = (request: AssignTravelerRequest) => api.post<AssignTravelerRequest>('/api/cart/assign-traveler', request);
