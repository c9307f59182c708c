// What the lessons school offers. The widget's drop-downs and the demo catalog read the same list,
// so a search can only ask for what exists.

export const LESSON_SPORTS = [
  { id: 'ski', label: 'Ski' },
  { id: 'snowboard', label: 'Snowboard' },
] as const;
export type LessonSport = (typeof LESSON_SPORTS)[number]['id'];

export interface LessonAgeGroup {
  id: string;
  label: string;
  minAge: number;
  /** null: no upper bound. */
  maxAge: number | null;
}

export const LESSON_AGE_GROUPS: LessonAgeGroup[] = [
  { id: 'child 3-6', label: 'Child (3-6)', minAge: 3, maxAge: 6 },
  { id: 'youth 7-14', label: 'Youth (7-14)', minAge: 7, maxAge: 14 },
  { id: 'adult 15+', label: 'Adult (15+)', minAge: 15, maxAge: null },
];

export const LESSON_LEVELS = ['First-timer', 'Beginner', 'Intermediate', 'Advanced'] as const;
export type LessonLevel = (typeof LESSON_LEVELS)[number];

export const LESSON_TYPES = ['group', 'private'] as const;
export type LessonType = (typeof LESSON_TYPES)[number];
