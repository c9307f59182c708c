import { fetchOrThrow, type ApiError } from '@resort/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReservationsAnswer } from '../../../../contract';
import { VISITOR_DATA_KEY } from '../../session/model/visitor-data';

export const RESERVATIONS_KEY = [...VISITOR_DATA_KEY, 'reservations'] as const;

/** Spec "reservations": every line's bookings for the visitor. */
export const getReservations = (): Promise<ReservationsAnswer> => fetchOrThrow<ReservationsAnswer>('GET', '/api/account/reservations');

export const reservationsQueryOptions = () =>
  queryOptions<ReservationsAnswer, ApiError>({ queryKey: RESERVATIONS_KEY, queryFn: () => getReservations() });

export const useReservationsQuery = () => useQuery(reservationsQueryOptions());
