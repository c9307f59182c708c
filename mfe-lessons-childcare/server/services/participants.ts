import { REQUIRED_FIELD, checkAssigneeAge } from '@resort/shared/rules';
import { isoFromInput } from '@resort/shared/dates';
import type { Db } from '@resort/shared/server';
import {
  LEVEL_MISMATCH,
  type LessonParticipant,
  type LessonView,
  type ParticipantFormRequest,
  type ParticipantFormResult,
} from '../../contract';
import { lessonDetail } from './lessons';
import { parseDate, toIsoDate } from '@resort/shared/dates';

export interface ParticipantProblem {
  field: 'firstName' | 'lastName' | 'dateOfBirth' | 'level';
  message: string;
}

/**
 * A participant's ability level against the lesson's: a group is taught at one level, and a
 * private lesson is booked at the level of the party it teaches.
 */
export function levelProblem(lesson: Pick<LessonView, 'level'>, level: unknown): string | null {
  if (typeof level !== 'string' || level.trim() === '') return REQUIRED_FIELD;
  return level === lesson.level ? null : LEVEL_MISMATCH;
}

/**
 * Everything the school checks of one participant (spec section 5's product requirement
 * messages): both names, the age on the lesson's day within the lesson's age group, the level.
 */
export function participantProblems(lesson: LessonView, dayIso: string, p: Partial<LessonParticipant>): ParticipantProblem[] {
  const problems: ParticipantProblem[] = [];
  if (!p.firstName?.trim()) problems.push({ field: 'firstName', message: REQUIRED_FIELD });
  if (!p.lastName?.trim()) problems.push({ field: 'lastName', message: REQUIRED_FIELD });
  const age = checkAssigneeAge(isoFromInput(p.dateOfBirth?.trim() ?? ''), dayIso, { minAge: lesson.minAge, maxAge: lesson.maxAge });
  if (age) problems.push({ field: 'dateOfBirth', message: age });
  const level = levelProblem(lesson, p.level);
  if (level) problems.push({ field: 'level', message: level });
  return problems;
}

/** POST /api/lessons/participant-form: each participant checked against the lesson on its day. */
export async function checkParticipantForm({ db, form }: { db: Db; form: ParticipantFormRequest }): Promise<ParticipantFormResult> {
  const lesson = await lessonDetail({ db, id: form.lessonId });
  const day = toIsoDate(parseDate(form.date)!);
  const participants = form.participants.map((p) => ({ errors: participantProblems(lesson, day, p) }));
  return { valid: participants.every((p) => p.errors.length === 0), participants };
}
