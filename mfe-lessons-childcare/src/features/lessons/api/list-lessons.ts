import { fetchOrThrow, type ApiError } from '@resort/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LessonsListRequest, LessonsPage } from '../../../../contract';

/** Spec "Lessons: ... lessons" (POST /api/lessons/list): one page of the school's lessons. */
export const listLessons = (request: LessonsListRequest) => fetchOrThrow<LessonsPage>('POST', '/api/lessons/list', request);

export const lessonsListQueryOptions = (request: LessonsListRequest) =>
  queryOptions<LessonsPage, ApiError>({
    queryKey: ['lessons', 'list', request],
    queryFn: () => listLessons(request),
    // The page keeps showing while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useLessonsListQuery = (request: LessonsListRequest) => useQuery(lessonsListQueryOptions(request));
