import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { PropertyCalendar, PropertyCalendarRequest } from '../../../../contract';

/** POST /api/lodging/property-calendar: each night's lowest price for the party, or Sold Out (null). */
export const getPropertyCalendar = (request: PropertyCalendarRequest): Promise<PropertyCalendar> =>
  fetchOrThrow<PropertyCalendar>('POST', '/api/lodging/property-calendar', request);

export const propertyCalendarQueryOptions = (request: PropertyCalendarRequest) =>
  queryOptions<PropertyCalendar, ApiError>({
    queryKey: ['lodging', 'property-calendar', request],
    queryFn: () => getPropertyCalendar(request),
    // Moving to another month keeps the last prices on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const usePropertyCalendarQuery = (request: PropertyCalendarRequest) => useQuery(propertyCalendarQueryOptions(request));
