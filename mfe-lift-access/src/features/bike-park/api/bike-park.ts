import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, addToCartOrThrow, fetchOrThrow, withQuery } from '@resort/shared';
import type { BikeParkRequest, BikeParkResorts, LiftTicketSearchResult } from '../../../../contract';

/** GET /api/liftaccess/bike-park/resorts: the parks that open in summer, with their first and last days. */
export const useBikeParkResortsQuery = () =>
  useQuery(
    queryOptions<BikeParkResorts, ApiError>({
      queryKey: ['liftaccess', 'bike-park', 'resorts'],
      queryFn: () => fetchOrThrow<BikeParkResorts>('GET', '/api/liftaccess/bike-park/resorts'),
    }),
  );

/** GET /api/liftaccess/bike-park/tickets ("bike park lift tickets GET"): two weeks of days from the one asked. */
export const useBikeParkTicketsQuery = (params: BikeParkRequest | null) =>
  useQuery(
    queryOptions<LiftTicketSearchResult, ApiError>({
      queryKey: ['liftaccess', 'bike-park', 'tickets', params],
      queryFn: () => fetchOrThrow<LiftTicketSearchResult>('GET', withQuery('/api/liftaccess/bike-park/tickets', { ...params })),
      enabled: params !== null,
    }),
  );

export interface BikeParkAdd {
  productId: string;
  date: string;
  ageCategory: string;
  quantity: number;
}

export const useAddBikeParkTicketMutation = () =>
  useMutation<void, ApiError, BikeParkAdd>({
    mutationKey: ['liftaccess', 'add-bike-park'],
    mutationFn: async ({ productId, date, ageCategory, quantity }) => {
      await addToCartOrThrow({ line: 'liftaccess', productId, date, quantity, options: { ageCategory } });
    },
  });
