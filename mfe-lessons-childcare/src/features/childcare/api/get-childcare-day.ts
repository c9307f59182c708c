import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { ChildcareDayView, ChildcareProductRequest } from '../../../../contract';

/** GET /api/childcare/product ("product GET (locationId, ageGroupId, selectedDate)"): price and places left that day. */
export const getChildcareDay = (q: ChildcareProductRequest): Promise<ChildcareDayView> =>
  fetchOrThrow<ChildcareDayView>('GET', `/api/childcare/product?${new URLSearchParams(q)}`);

export const childcareDayQueryOptions = (q: ChildcareProductRequest) =>
  queryOptions<ChildcareDayView, ApiError>({
    queryKey: ['childcare', 'day', q.locationId, q.ageGroupId, q.selectedDate],
    queryFn: () => getChildcareDay(q),
  });

export const useChildcareDayQuery = (q: ChildcareProductRequest | null) =>
  useQuery({ ...childcareDayQueryOptions(q ?? { locationId: 'summit-peak', ageGroupId: '', selectedDate: '' }), enabled: q !== null });
