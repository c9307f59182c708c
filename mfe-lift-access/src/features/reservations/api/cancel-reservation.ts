import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { CancelLiftReservationRequest } from '../../../../contract';
import { PASS_HOLDERS_KEY } from './get-pass-holders';
import { INVENTORY_KEY } from './get-reservation-inventory';

type Cancelled = { cancelled: true; priorityDaysLeft: number };

/** POST /api/liftaccess/reservations/cancel ("cancel pass reservation", JSON). */
export const cancelReservation = (body: CancelLiftReservationRequest) =>
  fetchOrThrow<Cancelled>('POST', '/api/liftaccess/reservations/cancel', body);

export function useCancelReservationMutation() {
  const client = useQueryClient();
  return useMutation<Cancelled, ApiError, CancelLiftReservationRequest>({
    mutationFn: cancelReservation,
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: PASS_HOLDERS_KEY }), client.invalidateQueries({ queryKey: INVENTORY_KEY })]),
  });
}
