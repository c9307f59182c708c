import { api } from '@resort/shared';
import type { LessonOffer } from '../../../../server/lesson-service';

export type { LessonOffer };

export interface LessonSearchRequest {
  sport: string;
  age: string;
  level: string;
  /** MM/DD/YYYY */
  date: string;
  resort?: string;
}

export interface LessonSearchResponse {
  /** ISO yyyy-MM-dd */
  date: string;
  lessons: LessonOffer[];
}

/** POST /api/lessons/by-dates: the lessons held that day, with price and seats left. */
export function searchLessons(request: LessonSearchRequest) {
  return api.post<LessonSearchResponse>('/api/lessons/by-dates', request);
}
