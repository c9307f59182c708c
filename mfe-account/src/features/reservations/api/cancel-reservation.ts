import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { CancelReservationInput } from '../../../../contract';

/** Spec "cancel pass reservation": one of the reservations a line lists for the visitor. */
export const postCancelReservation = (body: CancelReservationInput): Promise<{ cancelled: true }> =>
  fetchOrThrow<{ cancelled: true }>('POST', '/api/account/reservations/cancel', body);

type Options = Omit<UseMutationOptions<{ cancelled: true }, ApiError, CancelReservationInput>, 'mutationFn'>;

export const usePostCancelReservationMutation = (options: Options = {}) =>
  useMutation<{ cancelled: true }, ApiError, CancelReservationInput>({
    mutationKey: ['account', 'cancel-reservation'],
    ...options,
    mutationFn: (input) => postCancelReservation(input),
  });
