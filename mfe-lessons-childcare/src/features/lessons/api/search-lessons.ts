import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { LessonOffer, LessonSearchRequest, LessonSearchResponse } from '../../../../contract';

export type { LessonOffer, LessonSearchRequest, LessonSearchResponse };

/** POST /api/lessons/by-dates: the lessons held that day, with price and seats left. */
export const searchLessons = (request: LessonSearchRequest): Promise<LessonSearchResponse> =>
  fetchOrThrow<LessonSearchResponse>('POST', '/api/lessons/by-dates', request);

/** A null request (the address holds no complete search) asks nothing. */
export const lessonSearchQueryOptions = (request: LessonSearchRequest | null) =>
  queryOptions<LessonSearchResponse, ApiError>({
    queryKey: ['lessons', 'by-dates', request],
    queryFn: request ? () => searchLessons(request) : skipToken,
  });

export const useLessonSearchQuery = (request: LessonSearchRequest | null) => useQuery(lessonSearchQueryOptions(request));
