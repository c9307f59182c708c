import { useState } from 'react';
import { getEventBus } from '@resort/shared';
import {
  LESSONS_AGE_PLACEHOLDER,
  LESSONS_LEVEL_PLACEHOLDER,
  lessonsSearchUrl,
  validateLessons,
  type LessonsQuery,
  type LessonsValidation,
} from '@resort/shared/rules';
import { LESSON_SPORTS, type LessonSport } from './lesson-options';

export const LESSONS_RESULTS_PATH = '/lessons';

export interface LessonsFormDefaults {
  sport?: string;
  age?: string;
  level?: string;
  /** MM/DD/YYYY */
  date?: string;
  /** The submit button's data-url (spec section 2). */
  searchUrl?: string;
}

/** The sport a search names, or the first one the school teaches when it names none it knows. */
export const knownSport = (sport: string | undefined): LessonSport => LESSON_SPORTS.find((s) => s.id === sport)?.id ?? LESSON_SPORTS[0].id;

/**
 * The Lessons tab's state. Submitting checks the spec's rules (section 5): the invalid fields get
 * their message and error styling, and an error event carries the messages to analytics.
 */
export function useLessonsForm(defaults: LessonsFormDefaults = {}) {
  const [query, setQuery] = useState<LessonsQuery>({
    sport: knownSport(defaults.sport),
    age: defaults.age ?? LESSONS_AGE_PLACEHOLDER,
    level: defaults.level ?? LESSONS_LEVEL_PLACEHOLDER,
    date: defaults.date ?? '',
  });
  const [errors, setErrors] = useState<LessonsValidation['errors']>({});

  const change = (field: keyof LessonsQuery) => (value: string) => {
    setQuery((q) => ({ ...q, [field]: value }));
    // A field the visitor corrects stops being shown as invalid.
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  /** The results URL, or null when the search is invalid. */
  const submit = (): string | null => {
    const result = validateLessons(query);
    setErrors(result.errors);
    if (!result.valid) {
      getEventBus().publishAnalytics('widget-error', { widget: 'lessons', messages: result.messages });
      return null;
    }
    return lessonsSearchUrl(defaults.searchUrl ?? LESSONS_RESULTS_PATH, query);
  };

  return {
    query,
    errors,
    setSport: change('sport'),
    setAge: change('age'),
    setLevel: change('level'),
    setDate: change('date'),
    submit,
  };
}
