import { AGE_GROUP_REQUIRED, INVALID_FIRST_DAY, INVALID_NUMBER_OF_DAYS, isAgeGroupChosen } from '@resort/shared/rules';
import { isValidDate, isoFromInput } from '@resort/shared/dates';
import { NUL_REFUSED, booleanParam, dateText, isoDate, slug, text, z } from '@resort/shared/contracts';
import { MAX_TICKET_DAYS } from './contract-limits';
import { PASS_INSURANCE_TERMS, PASS_REFUND_REASONS, PASS_REFUND_REASON_REQUIRED } from './contract-rules';

/**
 * The requests, answers and cart-line options of the lift tickets and passes line. The server
 * validates with these schemas and the pages type their calls with them, so the two cannot drift
 * apart. Every count is bounded here, before any handler loops over it.
 */

// ---------------------------------------------------------------------------------------------
// Building blocks

export { MAX_TICKET_DAYS, SEARCH_WINDOW_DAYS } from './contract-limits';
export { PASS_INSURANCE_TERMS, PASS_REFUND_REASONS, PASS_REFUND_REASON_REQUIRED, PASS_TERMS, PAYMENT_PLAN_NOTE } from './contract-rules';

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
    // A page block's product (its component): the search is narrowed to it.
    componentId: q.componentId || null,
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

/**
 * One ticket or pass line: every unit of it is for one age category. `renew` asks a season pass
 * at last season's holder's price (IsRenew); the line checks that the buyer held it.
 */
export const LiftTicketOptions = z
  .object({
    ageCategory: AgeCode,
    renew: z.boolean().optional(),
    /** A benefit ticket: which pass and which of its benefits pays for it. */
    benefit: z.lazy(() => BenefitOption).optional(),
  })
  .strict();
export type LiftTicketOptions = z.infer<typeof LiftTicketOptions>;

/** Season passes are priced by these age categories, judged on the season's first day (spec section 3 and 5). */
export const PASS_AGE_CATEGORIES = [
  { code: 'adult', name: 'Adult', minAge: 30, maxAge: null },
  { code: 'young-adult', name: 'Young adult', minAge: 19, maxAge: 29 },
  { code: 'teen', name: 'Teen', minAge: 13, maxAge: 18 },
  { code: 'child', name: 'Child', minAge: 5, maxAge: 12 },
] as const;

export const AUTO_RENEW_REQUIRED = 'Please make an Auto Renewal selection below.';

/** Pass insurance (Cart POST "pass insurance"): a flat price per pass, in minor units of the pass's currency. */
export const PASS_INSURANCE_PRICE = 3900;
export const PASS_INSURANCE_NAME = 'Pass insurance';

export const PASS_TERMS_REQUIRED = 'Please accept the terms and conditions to complete your purchase.';
export { RELEASE_OF_LIABILITY_REQUIRED } from '@resort/shared/rules';
export const NOT_A_RENEWAL = "Only last season's holder of this pass can renew it. Please buy it at the regular price.";
/** Spec section 8, code 2004: one person, two tickets for one day or two passes of one season. */
export const ALREADY_ASSIGNED_CODE = 2004;
export const alreadyAssigned = (name: string, what: 'ticket' | 'pass') =>
  what === 'pass'
    ? `${name} already has a pass for this season. One person cannot be assigned two passes of the same season.`
    : `${name} already has a lift ticket for one of these days. One person cannot be assigned two lift tickets for the same day.`;

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
  season: z.string(),
  /** ISO; ages are judged on this day. */
  seasonStart: z.string().nullable(),
  paymentPlan: z.boolean(),
  /** Sold only after the cart's military verification. */
  military: z.boolean(),
  /** Days a holder may reserve past a full reservation inventory. */
  priorityDays: z.number().int(),
  upsellPassId: z.string().nullable(),
  /** Tickets a holder can buy at a benefit price (remaining counts live on the holder's passes). */
  benefits: z.array(
    z.object({ code: z.string(), title: z.string(), description: z.string(), price: z.number().int(), perPass: z.number().int() }),
  ),
  /** Price by age category, and the renewal price for last season's holder. */
  prices: z.array(z.object({ ageCode: z.string(), label: z.string(), price: z.number().int(), renewPrice: z.number().int() })),
});
export type PassView = z.infer<typeof PassView>;

/** GET /api/liftaccess/passes/:id/renewal: whether the signed-in visitor held this pass last season. */
export const PassRenewal = z.object({ eligible: z.boolean() });
export type PassRenewal = z.infer<typeof PassRenewal>;

/** A benefit the pass carries, with what is left of it this season. */
export const BenefitView = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  /** Minor units of the pass's currency; 0 for a free ticket. */
  price: z.number().int(),
  currency: z.string(),
  perPass: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
});
export type BenefitView = z.infer<typeof BenefitView>;

/** GET /api/liftaccess/my-passes: a signed-in holder's passes (the account area's "My passes"). */
export const MyPassView = z.object({
  passNumber: z.string(),
  passId: z.string(),
  name: z.string(),
  season: z.string(),
  holder: z.string(),
  resorts: z.array(z.string()),
  autoRenew: z.boolean(),
  /** The holder's photo from the account, when the holder is the account itself. */
  photoUrl: z.string().nullable(),
  /** Given to whoever should link the pass to their own account (with the pass number). */
  activationCode: z.string().nullable(),
  /** ISO timestamp; null until the holder accepts the pass terms. */
  termsAcceptedAt: z.string().nullable(),
  /** Bought with pass insurance ("epic coverage"). */
  insured: z.boolean(),
  benefits: z.array(BenefitView),
});
export type MyPassView = z.infer<typeof MyPassView>;

export const PassNumberParams = z.object({ passNumber: z.string().regex(/^P\d{10}$/, 'Not a pass number.') }).strict();
export const AutoRenewBody = z.object({ enroll: z.boolean() }).strict();
export type AutoRenewRequest = z.infer<typeof AutoRenewBody>;
/** Spec section 8: what the holder reads when auto renew cannot be changed. */
export const AUTO_RENEW_FAILED = 'Sorry, we cannot complete your request at this time.';

// ---------------------------------------------------------------------------------------------
// Pass holders: linking a pass, its terms, its benefit tickets; validating a pass or card

export { CARD_ASSIGNED, CARD_ASSIGNED_CODE } from '@resort/shared/rules';
export const PASS_NOT_FOUND = 'We could not find a pass with this number and activation code. Please check both and try again.';
export const PASS_NUMBER_INVALID = 'Enter the pass number as it is printed on the pass: P and 10 digits.';
export const ACTIVATION_CODE_INVALID = 'Enter the 6-character activation code printed with the pass number.';
/** Spec section 8: the benefit ticket acknowledgement, required before checkout. */
export const BENEFIT_ACK_REQUIRED = 'Please acknowledge the pass holder must be the person to pick up the ticket.';
export const BENEFIT_NOT_YOURS = "Benefit tickets are used from the pass holder's own account. Please sign in as the holder.";
export const benefitUsedUp = (title: string) => `No ${title} is left on this pass this season.`;

export const PassNumber = z
  .string({ error: PASS_NUMBER_INVALID })
  .trim()
  .toUpperCase()
  .pipe(z.string().regex(/^P\d{10}$/, PASS_NUMBER_INVALID));
export const ActivationCode = z
  .string({ error: ACTIVATION_CODE_INVALID })
  .trim()
  .toUpperCase()
  .pipe(z.string().regex(/^[A-Z0-9]{6}$/, ACTIVATION_CODE_INVALID));

/** GET /api/liftaccess/passes/validate-activation-code: "validate activation code GET (passNumber, activationCode)". */
export const ActivationQuery = z.object({ passNumber: PassNumber, activationCode: ActivationCode }).strict();
export type ActivationRequest = z.input<typeof ActivationQuery>;
/** POST /api/liftaccess/my-passes/link: the account's "pass/ticket number validation", which links the pass. */
export const LinkPassBody = ActivationQuery;
/** POST /api/liftaccess/passes/validate: "validate pass (JSON)". */
export const ValidatePassBody = z.object({ passNumber: PassNumber }).strict();
/** GET /api/liftaccess/passes/validate-location: "validate edge card location GET". */
export const ValidateLocationQuery = z.object({ passNumber: PassNumber, resort: ResortId }).strict();

/** What a pass number tells anyone who holds it: no holder's name or birth date. */
export const PassValidation = z.object({
  passNumber: z.string(),
  name: z.string(),
  season: z.string(),
  resorts: z.array(z.string()),
  /** Whether the signed-in visitor can link it now (it is unlinked or already theirs). */
  linkable: z.boolean().optional(),
});
export type PassValidation = z.infer<typeof PassValidation>;

export const LocationValidation = z.object({
  passNumber: z.string(),
  resort: z.string(),
  valid: z.boolean(),
  message: z.string(),
});
export type LocationValidation = z.infer<typeof LocationValidation>;

/** A benefit ticket in the cart: one-day lift tickets priced by the pass's benefit. */
export const BenefitOption = z
  .object({
    passNumber: PassNumber,
    code: z
      .string()
      .max(32)
      .regex(/^[a-z][a-z0-9-]*$/),
  })
  .strict();

/** GET /api/liftaccess/passes/:id/upsell: "upsell category detail GET". */
export const UpsellView = z.object({
  pass: z.lazy(() => PassView).nullable(),
  /** Adult price difference in minor units. */
  priceDifference: z.number().int().nullable(),
  /** Why the better pass is better, one sentence. */
  pitch: z.string().nullable(),
});
export type UpsellView = z.infer<typeof UpsellView>;

/** GET /api/liftaccess/bike-park/tickets: "bike park lift tickets GET": summer lift days for bikes. */
export const BikeParkQuery = z.object({ resort: ResortId, startDate: FirstDay, ageCategory: AgeCode }).strict();
export type BikeParkRequest = z.input<typeof BikeParkQuery>;
export const BikeParkResorts = z.array(z.object({ id: z.string(), name: z.string(), firstDay: z.string(), lastDay: z.string() }));
export type BikeParkResorts = z.infer<typeof BikeParkResorts>;

export * from './contract-reservations';

/** GET /api/liftaccess/coverage: "epic coverage content", what pass insurance covers and costs. */
export const CoverageContent = z.object({ title: z.string(), body: z.string(), pricePerPass: z.number().int() });
export type CoverageContent = z.infer<typeof CoverageContent>;
/** GET /api/liftaccess/my-passes/:passNumber/coverage: "epic coverage info" for one of the holder's passes. */
export const CoverageInfo = z.object({ passNumber: z.string(), covered: z.boolean(), title: z.string(), body: z.string() });
export type CoverageInfo = z.infer<typeof CoverageInfo>;
/** The seeded wording of "epic coverage content" (the operator edits the stored one). */
export const COVERAGE_CONTENT: CoverageContent = {
  title: PASS_INSURANCE_NAME,
  body: PASS_INSURANCE_TERMS,
  pricePerPass: PASS_INSURANCE_PRICE,
};

// ---------------------------------------------------------------------------------------------
// POST /api/liftaccess/my-passes/:passNumber/terms-refund (spec section 7 "pass terms refund POST")

/** Pass insurance's covered reasons (PASS_INSURANCE_TERMS): all but a change of plans. */
export const INSURED_REFUND_REASONS: readonly (typeof PASS_REFUND_REASONS)[number][] = ['injury', 'illness', 'job-move', 'resort-closure'];
export const PASS_REFUND_NOT_ALLOWED =
  'Under the pass terms, a pass can be refunded before its season starts, or afterwards with pass insurance for an injury, an illness, a job move or an early closure.';
export const PASS_REFUND_ALREADY = 'A refund has already been requested for this pass.';
export const PassRefundBody = z.object({ reason: z.enum(PASS_REFUND_REASONS, { message: PASS_REFUND_REASON_REQUIRED }) }).strict();
export type PassRefundBody = z.infer<typeof PassRefundBody>;
export const PassRefundRequested = z.object({
  passNumber: z.string(),
  reference: z.string(),
  basis: z.enum(['before-season', 'pass-insurance']),
  status: z.literal('requested'),
});
export type PassRefundRequested = z.infer<typeof PassRefundRequested>;

// ---------------------------------------------------------------------------------------------
// POST /api/liftaccess/wallet (spec section 7 "add to mobile wallet POST")

export const WALLET_UNAVAILABLE = 'Adding passes to this wallet is not available right now.';
export const TICKET_NOT_YOURS = 'We could not find this lift ticket among your purchases.';
export const WALLET_ONE_ITEM = 'Choose a pass or a lift ticket to add to your wallet.';
/** One of the account's passes (its number) or lift tickets (its order line's hold and the person's unit). */
export const WalletBody = z
  .object({
    wallet: z.enum(['apple', 'google'], { message: 'Choose Apple Wallet or Google Wallet.' }),
    passNumber: z
      .string()
      .regex(/^P\d{10}$/, 'Not a pass number.')
      .optional(),
    ticket: z
      .object({
        holdId: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, WALLET_ONE_ITEM),
        unit: z.number().int().min(0).max(99),
      })
      .strict()
      .optional(),
  })
  .strict()
  .refine((b) => Boolean(b.passNumber) !== Boolean(b.ticket), WALLET_ONE_ITEM);
export type WalletBody = z.infer<typeof WalletBody>;
/** Apple: the `.pkpass` bytes (application/vnd.apple.pkpass). Google: `{ success, data: { saveUrl } }`. */
export const WalletAnswer = z
  .any()
  .describe('Apple Wallet: the .pkpass file (application/vnd.apple.pkpass). Google Wallet: JSON { saveUrl }.');

// ---------------------------------------------------------------------------------------------
// Operator calls (served only with OPERATOR_TOKEN): the resort cancels a day, or defers a pass

/** POST /api/liftaccess/operator/resort-cancellations: the resort and the day it takes back. */
export const ResortCancellationBody = z.object({ resort: ResortId, day: isoDate }).strict();
export const ResortCancellationAnswer = z.object({ resort: z.string(), day: z.string(), cancelled: z.number().int() });
export type ResortCancellationAnswer = z.infer<typeof ResortCancellationAnswer>;

export const PASS_DEFERRED = (season: string) => `This pass was deferred to the ${season} season, so it cannot reserve days of this one.`;
export const PASS_DEFERRAL_NO_ACCOUNT = 'This pass is not linked to an account, so its credit has nowhere to go. Link the pass first.';
/** POST /api/liftaccess/operator/passes/:passNumber/defer. */
export const PassDeferred = z.object({
  passNumber: z.string(),
  /** The season the pass now counts for ('2027-28'). */
  deferredTo: z.string(),
  /** True when the pass had been deferred already (nothing was issued again). */
  alreadyDeferred: z.boolean(),
  credit: z.object({ amount: z.number().int(), currency: z.string() }),
  /** Days of its own season it had reserved, given back. */
  reservationsCancelled: z.number().int(),
});
export type PassDeferred = z.infer<typeof PassDeferred>;

/** This line's HTTP contract, `major.minor`: a breaking change (field removed, type changed, optional made required, enum value removed) bumps the major, an additive one the minor; `npm run test:contracts` holds it to its committed snapshot. */
export const CONTRACT_VERSION = '1.1';
