import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { PrivateLessonPricing, PrivateLessonPricingRequest } from '../../../../contract';

export type { PrivateLessonPricing, PrivateLessonPricingRequest };

/** POST /api/lessons/private-pricing ("private lesson pricing POST"): the price for hours and participants, and the free start times. */
export const getPrivatePricing = (request: PrivateLessonPricingRequest): Promise<PrivateLessonPricing> =>
  fetchOrThrow<PrivateLessonPricing>('POST', '/api/lessons/private-pricing', request);

export const privatePricingQueryOptions = (request: PrivateLessonPricingRequest) =>
  queryOptions<PrivateLessonPricing, ApiError>({
    queryKey: ['lessons', 'private-pricing', request.lessonId, request.date, request.duration, request.participants],
    queryFn: () => getPrivatePricing(request),
  });

/** The last price stays on screen while a changed choice is priced, so the figure never blinks out. */
export const usePrivatePricingQuery = (request: PrivateLessonPricingRequest) =>
  useQuery({ ...privatePricingQueryOptions(request), placeholderData: keepPreviousData });
