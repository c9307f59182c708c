import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow, withQuery, type ApiError } from '@resort/shared';
import type { ReservationInventory, ReservationInventoryRequest } from '../../../../contract';

export const INVENTORY_KEY = ['liftaccess', 'reservation-inventory'] as const;

/** GET /api/liftaccess/reservations/inventory ("capacity, lift ticket and overall reservation inventory"). */
export const getReservationInventory = (q: ReservationInventoryRequest): Promise<ReservationInventory> =>
  fetchOrThrow<ReservationInventory>('GET', withQuery('/api/liftaccess/reservations/inventory', q));

/** Asks nothing until a resort and a window are known. */
export const reservationInventoryQueryOptions = (q: { resort?: string; from?: string; to?: string }) =>
  queryOptions<ReservationInventory, ApiError>({
    queryKey: [...INVENTORY_KEY, q.resort, q.from, q.to],
    queryFn: () => getReservationInventory({ resort: q.resort!, from: q.from, to: q.to }),
    enabled: Boolean(q.resort && q.from && q.to && q.from <= q.to),
  });

export const useReservationInventoryQuery = (q: { resort?: string; from?: string; to?: string }) =>
  useQuery(reservationInventoryQueryOptions(q));
