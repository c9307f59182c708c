import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { ChildcareUnavailableDates, ChildcareUnavailableRequest } from '../../../../contract';

/** GET /api/childcare/unavailable-dates/two-months ("unavailable dates for ... two months"): the picker's disabled days. */
export const getChildcareUnavailableDates = (q: ChildcareUnavailableRequest): Promise<ChildcareUnavailableDates> =>
  fetchOrThrow<ChildcareUnavailableDates>('GET', `/api/childcare/unavailable-dates/two-months?${new URLSearchParams(q)}`);

export const childcareUnavailableDatesQueryOptions = (q: ChildcareUnavailableRequest) =>
  queryOptions<ChildcareUnavailableDates, ApiError>({
    queryKey: ['childcare', 'unavailable', q.locationId, q.ageGroupId, q.startdate],
    queryFn: () => getChildcareUnavailableDates(q),
  });

export const useChildcareUnavailableDatesQuery = (q: ChildcareUnavailableRequest | null) =>
  useQuery({
    ...childcareUnavailableDatesQueryOptions(q ?? { locationId: 'summit-peak', ageGroupId: '', startdate: '' }),
    enabled: q !== null,
  });
