import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelReservationInput } from '../../../../contract';
import { RESERVATIONS_KEY } from './get-reservations';

/** Spec "cancel pass reservation": one of the reservations a line lists for the visitor. */
export const cancelReservation = (body: CancelReservationInput): Promise<{ cancelled: true }> =>
  fetchOrThrow<{ cancelled: true }>('POST', '/api/account/reservations/cancel', body);

/** Cancels, then reloads the list (the mutation settles once it is reloaded). */
export function useCancelReservationMutation() {
  const client = useQueryClient();
  return useMutation<{ cancelled: true }, ApiError, CancelReservationInput>({
    mutationKey: ['account', 'cancel-reservation'],
    mutationFn: (input) => cancelReservation(input),
    onSuccess: () => client.invalidateQueries({ queryKey: RESERVATIONS_KEY }),
  });
}
