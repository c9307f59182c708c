import { INVALID_START_DATE, LESSONS_MESSAGES, isValidDate, validateActivities, validateLessons } from '@resort/shared';
import { dateText, noOptions, slug, text, z } from '@resort/shared/contracts';
import { DEMO_RESORTS } from '@resort/shared/demo-resorts';
import { LESSON_SPORTS } from './src/features/lessons/model/lesson-options';

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

// ---------------------------------------------------------------------------------------------
// Building blocks

export const ResortId = z.enum(DEMO_RESORTS.map((r) => r.id));

/** Childcare's date field has no rule of its own in the spec; it reads like the other date fields. */
export const INVALID_DATE = LESSONS_MESSAGES.date;

/** Whether a date the shared rule accepted also lies in the window every date must lie in. */
const inDateWindow = (value: string) => dateText.safeParse(value).success;

/**
 * Runs a shared rule of spec section 5 over a request and reports each field it finds invalid,
 * in the rule's words; `dates` names the rule's date fields, which must also lie in the window.
 */
function specRule<T extends object>(
  validate: (value: T) => { errors: Partial<Record<string, string>> },
  dates: Partial<Record<keyof T & string, string>> = {},
) {
  return (value: T, ctx: z.RefinementCtx) => {
    const errors: Partial<Record<string, string>> = { ...validate(value).errors };
    for (const [field, message] of Object.entries(dates) as [keyof T & string, string][]) {
      if (!errors[field] && !inDateWindow(String(value[field] ?? ''))) errors[field] = message;
    }
    for (const [field, message] of Object.entries(errors)) {
      if (message) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  };
}

// Free-text choices are short: the longest the school offers is 'youth 7-14' and 'First-timer'.
const choice = text(40);
// Dates are typed MM/DD/YYYY at most; the rule then judges whether they are real.
const typedDate = text(10);

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

export const LessonOffer = LessonView.extend({
  /** ISO yyyy-MM-dd */
  date: z.string(),
  seatsLeft: z.number().int(),
  soldOut: z.boolean(),
});
export type LessonOffer = z.infer<typeof LessonOffer>;

export const LessonSearchResponse = z.object({ date: z.string(), lessons: z.array(LessonOffer) });
export type LessonSearchResponse = z.infer<typeof LessonSearchResponse>;

/** A lesson in the cart: the quantity is the participants, each named at checkout; no options. */
export const LessonLineOptions = noOptions;
export type LessonLineOptions = z.infer<typeof LessonLineOptions>;

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
  price: z.number().int(),
  currency: z.string(),
});
export type ActivityView = z.infer<typeof ActivityView>;

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
