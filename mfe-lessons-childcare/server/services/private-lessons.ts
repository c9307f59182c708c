import { parseDate, toIsoDate } from '@resort/shared/dates';
import { PRODUCT_CANNOT_BE_ADDED } from '@resort/shared/core';
import { badRequest, type Db, type LedgerUnit } from '@resort/shared/server';
import {
  PRIVATE_LESSON_DURATIONS,
  PRIVATE_LESSON_MAX_PARTICIPANTS,
  type LessonView,
  type PrivateDurationId,
  type PrivateLessonPricing,
  type PrivateLessonPricingRequest,
} from '../../contract';
import { lessonLedger } from './ledgers';
import { findLesson } from './lesson-catalog';
import { findResort, isBookableDay } from './resorts';

/**
 * Private lesson prices (spec section 7, "private lesson pricing"). A lesson's catalog price is two
 * hours for one participant. Longer lessons cost a share more; each participant pays a share of
 * the lesson that falls as the party grows, so the total still rises with every participant.
 * Each per-participant price is rounded to a whole currency unit, like a printed price list, and
 * the total is that price times the participants, so the cart's unit price times its quantity is
 * exactly the quoted total.
 */
export const DURATION_PERCENT: Record<PrivateDurationId, number> = { '2h': 100, '3h': 140, 'full-day': 220 };
/** Index = participants - 1. */
export const PARTICIPANT_SHARE_PERCENT = [100, 60, 45, 37, 31, 27] as const;

/** Instructors free for private lessons per sport, per block of a day, at each resort. */
export const PRIVATE_INSTRUCTORS = 3;
export const PRIVATE_BLOCKS = ['am', 'pm'] as const;
type Block = (typeof PRIVATE_BLOCKS)[number];

const WHOLE_UNIT = 100;

export function privatePricePerParticipant(basePrice: number, duration: PrivateDurationId, participants: number): number {
  const share = PARTICIPANT_SHARE_PERCENT[participants - 1];
  if (share === undefined) throw new RangeError(`participants must be 1 to ${PRIVATE_LESSON_MAX_PARTICIPANTS}`);
  return Math.round((basePrice * DURATION_PERCENT[duration] * share) / (100 * 100 * WHOLE_UNIT)) * WHOLE_UNIT;
}

export const durationOf = (id: PrivateDurationId) => PRIVATE_LESSON_DURATIONS.find((d) => d.id === id)!;

/** The instructor blocks a lesson takes: a full day both, a shorter one the half-day it starts in. */
export function blocksFor(duration: PrivateDurationId, startTime: string): Block[] {
  if (duration === 'full-day') return ['am', 'pm'];
  return [startTime < '12:00' ? 'am' : 'pm'];
}

/** The ledger resource of one block: instructors of a sport at a resort, shared by all its private lessons. */
export const privateResource = (lesson: Pick<LessonView, 'resortId' | 'sport'>, block: Block) =>
  `${lesson.resortId}-${lesson.sport}-private-${block}`;

export function endTime(startTime: string, minutes: number): string {
  const [h, m] = startTime.split(':').map(Number);
  const end = h * 60 + m + minutes + (minutes >= 360 ? 60 : 0); // a full day breaks an hour for lunch
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}

/** The ledger units a private lesson holds: one instructor for each block it takes, whatever the party's size. */
export function privateUnits(lesson: LessonView, day: string, duration: PrivateDurationId, startTime: string): LedgerUnit[] {
  return blocksFor(duration, startTime).map((block) => ({ resourceId: privateResource(lesson, block), day, quantity: 1 }));
}

/** The ledger resources of a sport's private instructors at a resort: one per block of the day. */
export const privateResources = (lesson: Pick<LessonView, 'resortId' | 'sport'>) => PRIVATE_BLOCKS.map((b) => privateResource(lesson, b));

/**
 * Instructors still free per block, from the ledger's free places by resource on one day (read
 * with others, as a search does); a block absent from the map is not taught that day.
 */
export function freeBlocks(lesson: Pick<LessonView, 'resortId' | 'sport'>, available: ReadonlyMap<string, number>): Map<Block, number> {
  return new Map(
    PRIVATE_BLOCKS.flatMap((b) => {
      const free = available.get(privateResource(lesson, b));
      return free === undefined ? [] : [[b, free] as const];
    }),
  );
}

/** Instructors still free per block on a day; a block absent from the map is not taught that day. */
export async function freeInstructors(db: Db, lesson: Pick<LessonView, 'resortId' | 'sport'>, day: string): Promise<Map<Block, number>> {
  const rows = await lessonLedger.availability(db, { resourceIds: privateResources(lesson), from: day, to: day });
  return freeBlocks(lesson, new Map(rows.map((r) => [r.resourceId, r.available])));
}

/** A private lesson of the catalog on a day its resort teaches, or the spec's refusal. */
export async function privateLessonOn(db: Db, lessonId: string, day: string): Promise<LessonView> {
  const lesson = await findLesson({ db, id: lessonId });
  const resort = lesson && findResort(lesson.resortId);
  if (lesson?.type !== 'private' || !resort || !isBookableDay(resort, day)) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
  return lesson;
}

/** The pricing table of a private lesson, the chosen price, and the start times free that day. */
export async function privateLessonPricing({
  db,
  criteria,
}: {
  db: Db;
  criteria: PrivateLessonPricingRequest;
}): Promise<PrivateLessonPricing> {
  const day = toIsoDate(parseDate(criteria.date)!);
  const lesson = await privateLessonOn(db, criteria.lessonId, day);
  const free = await freeInstructors(db, lesson, day);
  const duration = durationOf(criteria.duration);
  const perParticipant = privatePricePerParticipant(lesson.price, duration.id, criteria.participants);
  return {
    lessonId: lesson.id,
    date: day,
    duration: duration.id,
    participants: criteria.participants,
    currency: lesson.currency,
    perParticipant,
    total: perParticipant * criteria.participants,
    table: PRIVATE_LESSON_DURATIONS.map((d) => ({
      duration: d.id,
      label: d.label,
      prices: PARTICIPANT_SHARE_PERCENT.map((_, i) => {
        const each = privatePricePerParticipant(lesson.price, d.id, i + 1);
        return { participants: i + 1, perParticipant: each, total: each * (i + 1) };
      }),
    })),
    slots: duration.starts.map((startTime) => ({
      startTime,
      endTime: endTime(startTime, duration.minutes),
      available: blocksFor(duration.id, startTime).every((b) => (free.get(b) ?? 0) > 0),
    })),
  };
}
