import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { AssignedTraveler, AssignTravelerRequest } from '../../../../contract';
import { markCartChanged } from '../../cart/api/cart-queries';

/** POST /api/cart/assign-traveler (spec section 7, "Cart POST: assign traveler"): the person one unit is for. */
export const assignTraveler = (request: AssignTravelerRequest): Promise<AssignedTraveler> =>
  fetchOrThrow<AssignedTraveler>('POST', '/api/cart/assign-traveler', request);

export function useAssignTravelerMutation() {
  const queryClient = useQueryClient();
  return useMutation<AssignedTraveler, ApiError, AssignTravelerRequest>({
    mutationFn: assignTraveler,
    onSuccess: () => markCartChanged(queryClient),
  });
}
