import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { AssignedTraveler, AssignTravelerRequest, PrimaryTravelerView, UnassignTravelerRequest } from '../../../../contract';
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

/** POST /api/cart/unassign-traveler (spec section 7, "Cart POST: unassign traveler"): the unit has nobody again. */
export const unassignTraveler = (request: UnassignTravelerRequest): Promise<{ itemId: string; unitIndex: number }> =>
  fetchOrThrow('POST', '/api/cart/unassign-traveler', request);

export function useUnassignTravelerMutation() {
  const queryClient = useQueryClient();
  return useMutation<{ itemId: string; unitIndex: number }, ApiError, UnassignTravelerRequest>({
    mutationFn: unassignTraveler,
    onSuccess: () => markCartChanged(queryClient),
  });
}

/** POST /api/cart/primary-traveler (spec section 7, "Cart POST: primary traveler"): whose details the resort contacts. */
export const choosePrimaryTraveler = (request: UnassignTravelerRequest): Promise<PrimaryTravelerView> =>
  fetchOrThrow<PrimaryTravelerView>('POST', '/api/cart/primary-traveler', request);

export function usePrimaryTravelerMutation() {
  const queryClient = useQueryClient();
  return useMutation<PrimaryTravelerView, ApiError, UnassignTravelerRequest>({
    mutationFn: choosePrimaryTraveler,
    onSuccess: () => markCartChanged(queryClient),
  });
}
