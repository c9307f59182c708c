import { INVALID_START_DATE, LESSONS_MESSAGES, validateActivities, validateLessons } from '@resort/shared/rules';
import { isValidDate } from '@resort/shared/dates';
import { choice, INVALID_DATE, ResortId, specRule, typedDate } from './contract-fields';
import { count, emailAddress, noOptions, phoneNumber, requiredText, slug, text, z } from '@resort/shared/contracts';
import { LESSON_SPORTS } from './src/features/lessons/model/lesson-options';
import { CHANGE_REQUEST_KINDS, PRIVATE_LESSON_DURATIONS, PRIVATE_LESSON_MAX_PARTICIPANTS, type PrivateDurationId } from './contract-rules';

/**
 * The requests, answers and cart-line options of the lessons, activities and childcare line.
 * The server validates with these schemas and the pages type their calls with them, so the two
 * cannot drift apart. The field rules are the spec's own (section 5), from @resort/shared.
 */

// What the school offers, read by the widget's drop-downs, the server's search and the demo catalog.
export {
  LESSON_AGE_GROUPS,
  LESSON_LEVELS,
  LESSON_SPORTS,
  LESSON_TYPES,
  type LessonAgeGroup,
} from './src/features/lessons/model/lesson-options';

export { INVALID_DATE, ResortId } from './contract-fields';
export {
  CHANGE_REQUEST_KINDS,
  PRIVATE_LESSON_DURATIONS,
  PRIVATE_LESSON_MAX_PARTICIPANTS,
  type PrivateDurationId,
} from './contract-rules';

// ---------------------------------------------------------------------------------------------
// Lessons: POST /api/lessons/by-dates, GET /api/lessons/:id

/** "Lessons search: sport, age, level, date (MM/DD/YYYY)" (spec sections 3 and 5). */
export const LessonSearchBody = z
  .object({
    sport: z.enum(LESSON_SPORTS.map((s) => s.id)),
    /** An age group id ('adult 15+') or a whole age in years ('9'). */
    age: choice,
    level: choice,
    /** MM/DD/YYYY, MM/DD/YY or yyyy-MM-dd */
    date: typedDate,
    resort: ResortId.optional(),
  })
  .strict()
  .superRefine(specRule(validateLessons, { date: LESSONS_MESSAGES.date }));
export type LessonSearchRequest = z.input<typeof LessonSearchBody>;

export const LessonParams = z.object({ id: slug }).strict();
export type LessonParams = z.infer<typeof LessonParams>;

export const LessonView = z.object({
  id: z.string(),
  resortId: z.string(),
  resortName: z.string(),
  sport: z.enum(LESSON_SPORTS.map((s) => s.id)),
  type: z.enum(['group', 'private']),
  ageGroup: z.string(),
  minAge: z.number().int(),
  /** null: no upper bound. */
  maxAge: z.number().int().nullable(),
  level: z.string(),
  title: z.string(),
  description: z.string(),
  durationMinutes: z.number().int(),
  duration: z.string(),
  /** Per participant, integer minor units. */
  price: z.number().int(),
  currency: z.string(),
});
export type LessonView = z.infer<typeof LessonView>;

/** The most lessons one page of "lessons" lists. */
export const LESSONS_PAGE_MAX = 50;

/**
 * POST /api/lessons/list (spec section 7 "Lessons: ... lessons"): the school's lessons, narrowed
 * and paged, for a results page or the account to page through.
 */
export const LessonsListBody = z
  .object({
    resort: ResortId.optional(),
    sport: z.enum(LESSON_SPORTS.map((s) => s.id)).optional(),
    type: z.enum(['group', 'private']).optional(),
    /** From 1. */
    page: count(1, 1000, 'Pages are numbered from 1.').default(1),
    pageSize: count(1, LESSONS_PAGE_MAX, `A page lists 1 to ${LESSONS_PAGE_MAX} lessons.`).default(12),
  })
  .strict();
export type LessonsListRequest = z.input<typeof LessonsListBody>;
export const LessonsPage = z.object({
  lessons: z.array(LessonView),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  pageCount: z.number().int(),
});
export type LessonsPage = z.infer<typeof LessonsPage>;

export const LessonOffer = LessonView.extend({
  /** ISO yyyy-MM-dd */
  date: z.string(),
  seatsLeft: z.number().int(),
  soldOut: z.boolean(),
});
export type LessonOffer = z.infer<typeof LessonOffer>;

export const LessonSearchResponse = z.object({ date: z.string(), lessons: z.array(LessonOffer) });
export type LessonSearchResponse = z.infer<typeof LessonSearchResponse>;

// ---------------------------------------------------------------------------------------------
// Activities: GET /api/activities

/** "Activities widget: startDate" and "start date valid" (spec sections 3 and 5). */
export const ActivitiesQuery = z
  .object({
    // Optional to the schema so a missing date is answered by the rule, in the spec's words.
    startDate: typedDate.optional(),
    resort: ResortId.optional(),
  })
  .strict()
  .superRefine(
    specRule((q: { startDate?: string }) => validateActivities({ startDate: q.startDate ?? '' }), { startDate: INVALID_START_DATE }),
  );
export type ActivitiesRequest = z.input<typeof ActivitiesQuery> & { startDate: string };

export const ActivityView = z.object({
  id: z.string(),
  resortId: z.string(),
  resortName: z.string(),
  name: z.string(),
  description: z.string(),
  durationMinutes: z.number().int(),
  duration: z.string(),
  /** HH:mm, resort time. */
  startTime: z.string(),
  /** Where it meets, a place of the resort map. */
  location: z.string(),
  price: z.number().int(),
  currency: z.string(),
  /** The times ('HH:mm') it runs each day; the buyer picks one in "configure activities". */
  timeSlots: z.array(z.string()),
  /** The youngest participant it takes, in years (0: any age). */
  minAge: z.number().int(),
});
export type ActivityView = z.infer<typeof ActivityView>;

/** "Configure activities": what an activity asks of its buyer, and its checks' words. */
export const ACTIVITY_TIME_SLOT_LABEL = 'Time';
export const ACTIVITY_TIME_SLOT_REQUIRED = 'Please choose one of the times this activity runs.';
export const ACTIVITY_PARTICIPANT_NAME_LABEL = "Participant's full name";
export const ACTIVITY_PARTICIPANT_AGE_LABEL = "Participant's age (years)";
export const ACTIVITY_AGE_INVALID = "Please enter the participant's age in whole years.";
export const activityTooYoung = (name: string, minAge: number) => `${name} is for participants aged ${minAge} and over.`;

export const ActivityOffer = ActivityView.extend({ date: z.string(), seatsLeft: z.number().int(), soldOut: z.boolean() });
export type ActivityOffer = z.infer<typeof ActivityOffer>;

export const ActivitySearchResponse = z.object({ date: z.string(), activities: z.array(ActivityOffer) });
export type ActivitySearchResponse = z.infer<typeof ActivitySearchResponse>;

/** An activity in the cart: the quantity is the places; no options. */
export const ActivityLineOptions = noOptions;
export type ActivityLineOptions = z.infer<typeof ActivityLineOptions>;

// ---------------------------------------------------------------------------------------------
// Childcare: GET /api/childcare/product, POST /api/childcare/products

/** "Childcare: product GET (locationId, ageGroupId, selectedDate)" (spec section 7). */
export const ChildcareProductQuery = z
  .object({
    locationId: ResortId,
    ageGroupId: slug,
    selectedDate: typedDate,
  })
  .strict()
  .superRefine(
    specRule((q: { selectedDate: string }) => ({ errors: { selectedDate: isValidDate(q.selectedDate) ? undefined : INVALID_DATE } }), {
      selectedDate: INVALID_DATE,
    }),
  );
export type ChildcareProductRequest = z.input<typeof ChildcareProductQuery>;

/** "Childcare: products POST": of one resort, or of all when none is given. */
export const ChildcareProductsBody = z.object({ locationId: ResortId.optional() }).strict();
export type ChildcareProductsRequest = z.input<typeof ChildcareProductsBody>;

export const ChildcareProductView = z.object({
  id: z.string(),
  locationId: z.string(),
  resortName: z.string(),
  ageGroupId: z.string(),
  title: z.string(),
  description: z.string(),
  minAgeMonths: z.number().int(),
  maxAgeMonths: z.number().int(),
  price: z.number().int(),
  currency: z.string(),
});
export type ChildcareProductView = z.infer<typeof ChildcareProductView>;

export const ChildcareDayView = ChildcareProductView.extend({ date: z.string(), spacesLeft: z.number().int(), soldOut: z.boolean() });
export type ChildcareDayView = z.infer<typeof ChildcareDayView>;

export const ChildcareProductsResponse = z.object({ products: z.array(ChildcareProductView) });
export type ChildcareProductsResponse = z.infer<typeof ChildcareProductsResponse>;

/**
 * "Childcare: unavailable dates for one and two months GET (locationId, ageGroupId, startdate)"
 * (spec section 7): the days from `startdate` on, for one month or two, the picker must disable.
 */
export const ChildcareUnavailableQuery = z
  .object({ locationId: ResortId, ageGroupId: slug, startdate: typedDate })
  .strict()
  .superRefine(
    specRule((q: { startdate: string }) => ({ errors: { startdate: isValidDate(q.startdate) ? undefined : INVALID_DATE } }), {
      startdate: INVALID_DATE,
    }),
  );
export type ChildcareUnavailableRequest = z.input<typeof ChildcareUnavailableQuery>;

export const ChildcareUnavailableDates = z.object({
  /** ISO yyyy-MM-dd, both ends included. */
  startDate: z.string(),
  endDate: z.string(),
  unavailableDates: z.array(z.string()),
});
export type ChildcareUnavailableDates = z.infer<typeof ChildcareUnavailableDates>;

/** A childcare day in the cart: the product is the age group's care at a resort, the quantity the children. */
export const ChildcareLineOptions = noOptions;

/** What a childcare day asks in checkout: the guardian who drops off and collects, and each child. */
export const GUARDIAN_NAME_LABEL = 'Parent or guardian (full name)';
export const GUARDIAN_PHONE_LABEL = 'Parent or guardian phone';

// ---------------------------------------------------------------------------------------------
// Private lessons: POST /api/lessons/private-pricing ("private lesson pricing POST", spec section 7)

export const PRIVATE_START_TIMES = ['09:00', '10:00', '13:00', '14:00'] as const;

export const PrivateDuration = z.enum(PRIVATE_LESSON_DURATIONS.map((d) => d.id) as [PrivateDurationId, ...PrivateDurationId[]]);
export const PrivateStartTime = z.enum(PRIVATE_START_TIMES);

export const PrivateLessonPricingBody = z
  .object({
    lessonId: slug,
    date: typedDate,
    duration: PrivateDuration,
    participants: z
      .number()
      .int()
      .min(1, `A private lesson is for 1 to ${PRIVATE_LESSON_MAX_PARTICIPANTS} participants.`)
      .max(PRIVATE_LESSON_MAX_PARTICIPANTS, `A private lesson is for 1 to ${PRIVATE_LESSON_MAX_PARTICIPANTS} participants.`),
  })
  .strict()
  .superRefine(
    specRule((q: { date: string }) => ({ errors: { date: isValidDate(q.date) ? undefined : LESSONS_MESSAGES.date } }), {
      date: LESSONS_MESSAGES.date,
    }),
  );
export type PrivateLessonPricingRequest = z.input<typeof PrivateLessonPricingBody>;

const PrivatePrice = z.object({ participants: z.number().int(), perParticipant: z.number().int(), total: z.number().int() });
export const PrivateLessonPricing = z.object({
  lessonId: z.string(),
  /** ISO yyyy-MM-dd */
  date: z.string(),
  duration: PrivateDuration,
  participants: z.number().int(),
  currency: z.string(),
  /** The price for the chosen duration and participants: per participant and in total, minor units. */
  perParticipant: z.number().int(),
  total: z.number().int(),
  /** The whole table, every duration by every number of participants. */
  table: z.array(z.object({ duration: PrivateDuration, label: z.string(), prices: z.array(PrivatePrice) })),
  /** The chosen duration's start times that day, and whether an instructor is free for each. */
  slots: z.array(z.object({ startTime: PrivateStartTime, endTime: z.string(), available: z.boolean() })),
});
export type PrivateLessonPricing = z.infer<typeof PrivateLessonPricing>;

/**
 * A lesson in the cart: the quantity is the participants, each named at checkout. A group lesson
 * takes no options; a private lesson names its duration and start time.
 */
export const LessonLineOptions = z.object({ duration: PrivateDuration.optional(), startTime: PrivateStartTime.optional() }).strict();
export type LessonLineOptions = z.infer<typeof LessonLineOptions>;

// ---------------------------------------------------------------------------------------------
// Participants: POST /api/lessons/participant-form ("participant form POST", spec section 7)

/** Asked per participant in checkout's configure step, beside the participant's name and date of birth. */
export const ABILITY_LEVEL_LABEL = 'Ability level';
export const PARTICIPANT_NOTES_LABEL = 'Notes for the instructor (optional)';
/** A participant whose ability is not the lesson's level would hold the group back or be lost in it. */
export const LEVEL_MISMATCH = 'This lesson is for a different ability level';

export const LessonParticipant = z
  .object({
    firstName: text(60),
    lastName: text(60),
    /** MM/DD/YYYY or yyyy-MM-dd */
    dateOfBirth: typedDate,
    level: choice,
    notes: text(500).optional(),
  })
  .strict();
export type LessonParticipant = z.infer<typeof LessonParticipant>;

export const ParticipantFormBody = z
  .object({ lessonId: slug, date: typedDate, participants: z.array(LessonParticipant).min(1).max(PRIVATE_LESSON_MAX_PARTICIPANTS) })
  .strict()
  .superRefine(
    specRule((q: { date: string }) => ({ errors: { date: isValidDate(q.date) ? undefined : LESSONS_MESSAGES.date } }), {
      date: LESSONS_MESSAGES.date,
    }),
  );
export type ParticipantFormRequest = z.input<typeof ParticipantFormBody>;

export const ParticipantFormResult = z.object({
  valid: z.boolean(),
  /** Per participant, in the order sent: each field the lesson refuses, in the spec's words. */
  participants: z.array(z.object({ errors: z.array(z.object({ field: z.string(), message: z.string() })) })),
});
export type ParticipantFormResult = z.infer<typeof ParticipantFormResult>;

// ---------------------------------------------------------------------------------------------
// Ski school change request: POST /api/lessons/change-request (spec section 7, "ski school change request POST")

export const ChangeRequestBody = z
  .object({
    name: requiredText(100),
    email: emailAddress,
    phone: phoneNumber.optional(),
    orderNumber: text(40),
    lessonDate: typedDate,
    kind: z.enum(CHANGE_REQUEST_KINDS.map((k) => k.id) as [string, ...string[]]),
    message: requiredText(2000),
  })
  .strict()
  .superRefine(
    specRule((q: { lessonDate: string }) => ({ errors: { lessonDate: isValidDate(q.lessonDate) ? undefined : INVALID_DATE } }), {
      lessonDate: INVALID_DATE,
    }),
  );
export type ChangeRequestBody = z.input<typeof ChangeRequestBody>;
export const ChangeRequestReceived = z.object({ reference: z.string(), answerBy: z.string() });
export type ChangeRequestReceived = z.infer<typeof ChangeRequestReceived>;

// ---------------------------------------------------------------------------------------------
// Maps and events: GET /api/lessons/location-map, GET /api/activities/locations-map,
// POST /api/activities/mountain-events (spec section 7)

/** "Map zoom: world 1, continent 5, city 10, streets 15, resort 15, buildings 20" (spec section 9). */
export const MAP_ZOOM = { world: 1, continent: 5, city: 10, streets: 15, resort: 15, buildings: 20 } as const;

export const MapQuery = z.object({ resort: ResortId }).strict();

const Point = z.tuple([z.number(), z.number()]);
export const MapMarker = z.object({
  id: z.string(),
  kind: z.enum(['lessons', 'childcare', 'activity', 'event']),
  label: z.string(),
  /** What meets or happens there. */
  detail: z.string(),
  at: Point,
});
export type MapMarker = z.infer<typeof MapMarker>;

export const ResortMap = z.object({
  resortId: z.string(),
  resortName: z.string(),
  /** The map opens at the resort level and zooms in as far as the buildings. */
  zoom: z.object({ initial: z.number().int(), min: z.number().int(), max: z.number().int() }),
  width: z.number(),
  height: z.number(),
  /** Vector data: the mountain's outline, its runs, lifts and buildings, in map units. */
  mountain: z.array(Point),
  runs: z.array(z.object({ name: z.string(), difficulty: z.enum(['easier', 'more-difficult', 'most-difficult']), path: z.array(Point) })),
  lifts: z.array(z.object({ name: z.string(), from: Point, to: Point })),
  buildings: z.array(z.object({ name: z.string(), at: Point, size: Point })),
  markers: z.array(MapMarker),
});
export type ResortMap = z.infer<typeof ResortMap>;

export const MountainEventsBody = z
  .object({ resort: ResortId.optional(), startDate: typedDate, days: count(1, 31).optional() })
  .strict()
  .superRefine(
    specRule((q: { startDate: string }) => ({ errors: { startDate: isValidDate(q.startDate) ? undefined : INVALID_START_DATE } }), {
      startDate: INVALID_START_DATE,
    }),
  );
export type MountainEventsRequest = z.input<typeof MountainEventsBody>;

export const MountainEvent = z.object({
  id: z.string(),
  resortId: z.string(),
  resortName: z.string(),
  name: z.string(),
  description: z.string(),
  /** ISO yyyy-MM-dd and HH:mm, resort time. */
  date: z.string(),
  startTime: z.string(),
  location: z.string(),
  free: z.boolean(),
});
export type MountainEvent = z.infer<typeof MountainEvent>;
export const MountainEventsResponse = z.object({ startDate: z.string(), endDate: z.string(), events: z.array(MountainEvent) });
export type MountainEventsResponse = z.infer<typeof MountainEventsResponse>;

/** This line's HTTP contract, `major.minor`: a breaking change (field removed, type changed, optional made required, enum value removed) bumps the major, an additive one the minor; `npm run test:contracts` holds it to its committed snapshot. */
export const CONTRACT_VERSION = '1.0';
