import { AGE_GROUP_REQUIRED, INVALID_FIRST_DAY, INVALID_NUMBER_OF_DAYS, isAgeGroupChosen, isValidDate, isoFromInput } from '@resort/shared';
import { NUL_REFUSED, booleanParam, dateText, slug, text, z } from '@resort/shared/contracts';

/**
 * The requests, answers and cart-line options of the lift tickets and passes line. The server
 * validates with these schemas and the pages type their calls with them, so the two cannot drift
 * apart. Every count is bounded here, before any handler loops over it.
 */

// ---------------------------------------------------------------------------------------------
// Building blocks

/** The longest lift ticket sold: 1 to 5 consecutive days. */
export const MAX_TICKET_DAYS = 5;

/** A search answers two weeks of start days; the results page pages by as many. */
export const SEARCH_WINDOW_DAYS = 14;

export const ResortId = slug;

/** An age category code ('adult', 'child'); anything else reads as no age group chosen (spec section 5). */
export const AgeCode = z
  .string({ error: AGE_GROUP_REQUIRED })
  .max(32, AGE_GROUP_REQUIRED)
  .regex(/^[a-z][a-z0-9-]*$/, AGE_GROUP_REQUIRED);

/**
 * "Lift ticket widget: first day a valid date (invalid-first-day message)" (spec section 5):
 * MM/DD/YYYY, MM/DD/YY or ISO, inside the window every date must lie in; answered as ISO.
 */
export const FirstDay = z
  .string({ error: INVALID_FIRST_DAY })
  .max(10, INVALID_FIRST_DAY)
  .refine((s) => !s.includes('\u0000'), NUL_REFUSED)
  .refine((s) => isValidDate(s) && dateText.safeParse(s).success, INVALID_FIRST_DAY)
  .transform((s) => isoFromInput(s)!);

/** Number of days as the widget sends it ('3'); absent or empty is a one-day ticket. */
export const NumberOfDays = z
  .string()
  .max(2, INVALID_NUMBER_OF_DAYS)
  .regex(/^\d*$/, INVALID_NUMBER_OF_DAYS)
  .optional()
  .transform((s) => (s ? Number(s) : 1))
  .pipe(z.number().int().min(1, INVALID_NUMBER_OF_DAYS).max(MAX_TICKET_DAYS, INVALID_NUMBER_OF_DAYS));

// ---------------------------------------------------------------------------------------------
// Requests

/** GET /api/liftaccess/resorts, /api/liftaccess/passes: no query. */
export const NoQuery = z.object({}).strict();

/** GET /api/liftaccess/lift-tickets/search: "lift ticket search GET (start date, show savings, age category, component id)" (spec section 7). */
export const LiftTicketSearchQuery = z
  .object({
    resort: ResortId,
    startDate: FirstDay,
    numberOfDays: NumberOfDays,
    /** The age group chosen in the widget; `ageGroup` is the widget's own name for it. */
    ageCategory: z.union([z.literal(''), AgeCode]).optional(),
    ageGroup: z.union([z.literal(''), AgeCode]).optional(),
    showSavings: booleanParam.optional(),
    componentId: text(64).optional(),
  })
  .strict()
  .superRefine((q, ctx) => {
    if (!isAgeGroupChosen(q.ageCategory || q.ageGroup))
      ctx.addIssue({ code: 'custom', path: ['ageCategory'], message: AGE_GROUP_REQUIRED });
  })
  .transform((q) => ({
    resort: q.resort,
    startDate: q.startDate,
    numberOfDays: q.numberOfDays,
    ageCategory: (q.ageCategory || q.ageGroup)!,
    showSavings: q.showSavings ?? true,
  }));
export type LiftTicketSearchRequest = z.input<typeof LiftTicketSearchQuery>;
export type LiftTicketSearchCriteria = z.output<typeof LiftTicketSearchQuery>;

/** GET /api/liftaccess/unavailable-dates: "unavailable dates and start/end dates GET" (spec section 7). */
export const UnavailableDatesQuery = z.object({ resort: ResortId }).strict();
export type UnavailableDatesRequest = z.input<typeof UnavailableDatesQuery>;

/** GET /api/liftaccess/passes/:id: "pass category detail GET by id" (spec section 7). */
export const PassParams = z.object({ id: slug }).strict();
export type PassParams = z.infer<typeof PassParams>;

// ---------------------------------------------------------------------------------------------
// Cart-line options: POST /api/cart/add/liftaccess parses `options` with this before any quote.

/** One ticket line: every unit of it is for one age category. */
export const LiftTicketOptions = z.object({ ageCategory: AgeCode }).strict();
export type LiftTicketOptions = z.infer<typeof LiftTicketOptions>;

// ---------------------------------------------------------------------------------------------
// Answers (the `data` of `{ success, data }`)

export const AgeCategoryView = z.object({
  code: z.string(),
  name: z.string(),
  /** 'Adult (19-64)' */
  label: z.string(),
  minAge: z.number().int().nullable(),
  maxAge: z.number().int().nullable(),
});
export type AgeCategoryView = z.infer<typeof AgeCategoryView>;

const ResortFields = {
  id: z.string(),
  name: z.string(),
  region: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  taxRateBp: z.number().int(),
  /** The resort's today, ISO yyyy-MM-dd. */
  today: z.string(),
};

export const ResortView = z.object({
  ...ResortFields,
  /** The last bookable day, ISO; null before the season is loaded. */
  lastDay: z.string().nullable(),
  ageCategories: z.array(AgeCategoryView),
});
export type ResortView = z.infer<typeof ResortView>;

export const DayPriceView = z.object({
  ageCode: z.string(),
  windowPrice: z.number().int(),
  onlinePrice: z.number().int(),
  /** Window price minus the online price; null when savings were not asked for. */
  savings: z.number().int().nullable(),
});
export type DayPriceView = z.infer<typeof DayPriceView>;

export const SearchDay = z.object({
  date: z.string(),
  soldOut: z.boolean(),
  /** Places left on the tightest day the ticket covers. */
  available: z.number().int(),
  prices: z.array(DayPriceView),
});
export type SearchDay = z.infer<typeof SearchDay>;

export const LiftTicketSearchResult = z.object({
  resort: z.object(ResortFields),
  startDate: z.string(),
  numberOfDays: z.number().int(),
  ageCategory: z.string().nullable(),
  products: z.array(z.object({ id: z.string(), name: z.string(), days: z.number().int() })),
  ageCategories: z.array(AgeCategoryView),
  days: z.array(SearchDay),
});
export type LiftTicketSearchResult = z.infer<typeof LiftTicketSearchResult>;

export const UnavailableDates = z.object({
  /** ISO yyyy-MM-dd: the resort's today and its last bookable day. */
  startDate: z.string(),
  endDate: z.string().nullable(),
  unavailableDates: z.array(z.string()),
});
export type UnavailableDates = z.infer<typeof UnavailableDates>;

export const PassView = z.object({
  id: z.string(),
  name: z.string(),
  /** Minor units of `currency`. */
  price: z.number().int(),
  currency: z.string(),
  description: z.string(),
  /** Ids of the resorts it opens. */
  resorts: z.array(z.string()),
});
export type PassView = z.infer<typeof PassView>;
