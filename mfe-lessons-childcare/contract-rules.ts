/**
 * The line's option lists that its forms show before any call, kept apart from contract.ts so a
 * page's first screen loads no schema library. contract.ts re-exports them; its schemas hold
 * requests to the same lists.
 */

/**
 * How long a private lesson lasts and when it may start (resort time). An instructor teaches a
 * morning block (09:00-12:00) and an afternoon block (13:00-16:00); a full day takes both.
 */
export const PRIVATE_LESSON_DURATIONS = [
  { id: '2h', label: '2 hours', minutes: 120, starts: ['09:00', '10:00', '13:00', '14:00'] },
  { id: '3h', label: '3 hours', minutes: 180, starts: ['09:00', '13:00'] },
  { id: 'full-day', label: 'Full day', minutes: 360, starts: ['09:00'] },
] as const;
export type PrivateDurationId = (typeof PRIVATE_LESSON_DURATIONS)[number]['id'];
/** One instructor teaches at most this many participants of one level. */
export const PRIVATE_LESSON_MAX_PARTICIPANTS = 6;

/** What a ski school change request is about (POST /api/lessons/change-request). */
export const CHANGE_REQUEST_KINDS = [
  { id: 'date', label: 'Move to another date' },
  { id: 'level', label: 'Change the ability level' },
  { id: 'participant', label: 'Change a participant' },
  { id: 'cancel', label: 'Cancel the lesson' },
  { id: 'other', label: 'Something else' },
] as const;
