import { isoFromInput } from '../dates/parse';
import { isValidDate, normalizeDate } from '../dates/calendar-math';
import { ParsedQuery, QueryInput, queryValue, withSearchParams } from './search-url';

export interface LessonsQuery {
  sport: string;
  age: string;
  level: string;
  /** MM/DD/YYYY */
  date: string;
}

export const LESSONS_AGE_PLACEHOLDER = 'Select Age';
export const LESSONS_LEVEL_PLACEHOLDER = 'Select Level';

// The spec gives the checks but not their wording.
export const LESSONS_MESSAGES = {
  age: 'Please select an age.',
  level: 'Please select a level.',
  date: 'Please enter a valid date (MM/DD/YYYY).',
} as const;

export interface LessonsValidation {
  valid: boolean;
  errors: { age?: string; level?: string; date?: string };
  /** The invalid messages, in field order, for the error event. */
  messages: string[];
}

/** "age chosen (not empty, not 'Select Age')" (spec section 5). */
export function isLessonAgeChosen(age: string | null | undefined): boolean {
  const text = (age ?? '').trim();
  return text !== '' && text !== LESSONS_AGE_PLACEHOLDER;
}

/** "level chosen (not 'Select Level')" (spec section 5); an empty select has no level either. */
export function isLessonLevelChosen(level: string | null | undefined): boolean {
  const text = (level ?? '').trim();
  return text !== '' && text !== LESSONS_LEVEL_PLACEHOLDER;
}

export function validateLessons(q: LessonsQuery): LessonsValidation {
  const errors: LessonsValidation['errors'] = {};
  if (!isLessonAgeChosen(q.age)) errors.age = LESSONS_MESSAGES.age;
  if (!isLessonLevelChosen(q.level)) errors.level = LESSONS_MESSAGES.level;
  if (!isValidDate(q.date)) errors.date = LESSONS_MESSAGES.date;
  const messages = [errors.age, errors.level, errors.date].filter((m): m is string => Boolean(m));
  return { valid: messages.length === 0, errors, messages };
}

/** Spec section 2: sport, age, level, date (MM/DD/YYYY). */
export function lessonsSearchUrl(baseUrl: string, q: LessonsQuery): string {
  return withSearchParams(baseUrl, { sport: q.sport, age: q.age, level: q.level, date: normalizeDate(q.date) || q.date });
}

export interface ParsedLessonsQuery {
  sport: string;
  age: string;
  level: string;
  /** ISO yyyy-MM-dd */
  date: string;
}

export function parseLessonsQuery(q: QueryInput): ParsedQuery<ParsedLessonsQuery> {
  const query: LessonsQuery = {
    sport: queryValue(q.sport).trim(),
    age: queryValue(q.age).trim(),
    level: queryValue(q.level).trim(),
    date: queryValue(q.date).trim(),
  };
  const result = validateLessons(query);
  if (!result.valid) return { ok: false, message: result.messages[0] };
  return { ok: true, value: { sport: query.sport, age: query.age, level: query.level, date: isoFromInput(query.date)! } };
}
