import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { SubmitReservationAnswer, SubmitReservationRequest } from '../../../../contract';
import { PASS_HOLDERS_KEY } from './get-pass-holders';
import { INVENTORY_KEY } from './get-reservation-inventory';

/** POST /api/liftaccess/reservations ("submit reservation"): the chosen days, all or none. */
export const submitReservation = (body: SubmitReservationRequest) =>
  fetchOrThrow<SubmitReservationAnswer>('POST', '/api/liftaccess/reservations', body);

export function useSubmitReservationMutation() {
  const client = useQueryClient();
  return useMutation<SubmitReservationAnswer, ApiError, SubmitReservationRequest>({
    mutationFn: submitReservation,
    // The places left and the holder's priority days changed; an error may mean another holder took the last place.
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: PASS_HOLDERS_KEY }), client.invalidateQueries({ queryKey: INVENTORY_KEY })]),
  });
}
