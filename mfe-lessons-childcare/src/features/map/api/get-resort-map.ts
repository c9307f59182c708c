import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { ResortMap } from '../../../../contract';

export type { ResortMap };

/** Which of spec section 7's map calls draws the map: the lessons' "location map GET" or the activities' "locations map GET". */
export type MapKind = 'lessons' | 'activities';

const PATHS: Record<MapKind, string> = { lessons: '/api/lessons/location-map', activities: '/api/activities/locations-map' };

export const getResortMap = (kind: MapKind, resort: string): Promise<ResortMap> =>
  fetchOrThrow<ResortMap>('GET', `${PATHS[kind]}?${new URLSearchParams({ resort })}`);

export const resortMapQueryOptions = (kind: MapKind, resort: string) =>
  queryOptions<ResortMap, ApiError>({
    queryKey: ['maps', kind, resort],
    queryFn: () => getResortMap(kind, resort),
    staleTime: 60 * 60 * 1000,
  });

export const useResortMapQuery = (kind: MapKind, resort: string) => useQuery(resortMapQueryOptions(kind, resort));
