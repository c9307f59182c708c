import { parseLessonsQuery, type ParsedQuery } from '@resort/shared';
import { LESSON_AGE_GROUPS } from '../src/features/lessons/model/lesson-options';
import type { LessonSearch } from './lesson-service';
import { RESORT_IDS } from './resorts';

/** Age groups a search's age stands for: an age group id, or a whole age in years. */
export function ageGroupsFor(age: string): string[] {
  const group = LESSON_AGE_GROUPS.find((g) => g.id === age);
  if (group) return [group.id];
  if (!/^\d{1,3}$/.test(age)) return [];
  const years = Number(age);
  return LESSON_AGE_GROUPS.filter((g) => years >= g.minAge && (g.maxAge === null || years <= g.maxAge)).map((g) => g.id);
}

/**
 * The widget's checks (spec section 5) come from the shared rule; an age or level the school does
 * not teach is a valid search that simply finds nothing.
 */
export function parseLessonSearch(body: { sport: string; age: string; level: string; date: string; resort?: string }): ParsedQuery<LessonSearch> {
  const parsed = parseLessonsQuery(body);
  if (!parsed.ok) return parsed;
  const { sport, age, level, date } = parsed.value;
  return {
    ok: true,
    value: { sport, ageGroups: ageGroupsFor(age), level, date, resortIds: body.resort ? [body.resort] : RESORT_IDS },
  };
}
