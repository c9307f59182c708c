import { isoDate, slug, uuid, z } from '@resort/shared/contracts';

/**
 * Lift reservations and priority days: the requests and answers of the reservation calls of spec
 * section 7 ("capacity, lift ticket and overall reservation inventory", "pass holders for
 * reservation", "submit reservation and validate scan", "priority days scan, save, remove and
 * get"). Some resort-days need a reservation; a pass holder reserves them for themself and for
 * household members, within the day's reservation inventory or with one of the pass's priority days.
 */

/** The ledger pool of reservation places (resource = resort id, one row per resort-day that needs a reservation). */
export const RESERVATION_POOL = 'reservation';
/** Days one submit may reserve: a long weekend or a week's trip. */
export const MAX_DAYS_PER_SUBMIT = 7;
/** The widest window one inventory answer covers (a calendar month and a bit, or a phone's list). */
export const MAX_INVENTORY_DAYS = 62;
/** The line name reservations carry in the account's list (the ReservationSource). */
export const RESERVATION_LINE = 'liftaccess';

export const HOLDER_PASS_NOT_FOUND = 'We could not find this pass among your pass holders.';
export const LIFT_RESERVATION_NOT_FOUND = 'We could not find this reservation, or it can no longer be cancelled.';
export const RESERVATION_RESORT_NOT_FOUND = 'Resort not found';
export const NO_PRIORITY_DAYS_LEFT = 'This pass has no priority days left this season.';
export const DAYS_REQUIRED = 'Choose at least one day to reserve.';
export const DUPLICATE_DAYS = 'Each day can be reserved once.';
export const INVENTORY_RANGE = `Choose a range of at most ${MAX_INVENTORY_DAYS} days, the last day on or after the first.`;
export const notValidAt = (resortName: string) => `This pass is not valid at ${resortName}.`;
export const outsideSeason = (first: string, last: string) => `Choose a day of the pass's season (${first} to ${last}).`;
export const dayPassed = (day: string) => `${day} has passed. Choose a day from today on.`;
export const noReservationNeeded = (day: string, resortName: string) =>
  `No reservation is needed at ${resortName} on ${day}: the pass is valid without one.`;
export const alreadyReserved = (day: string) => `This pass already has a reservation on ${day}.`;
export const notPriorityReservation = (day: string) => `There is no priority day reserved on ${day} for this pass.`;

/** A pass number (P and ten digits); the priority day calls call it ipCode. */
export const ReservationPassNumber = z.string().regex(/^P\d{10}$/, 'Not a pass number.');

/** GET /api/liftaccess/reservations/inventory?resort=&from=&to= (ISO days). */
export const ReservationInventoryQuery = z
  .object({ resort: slug, from: isoDate.optional(), to: isoDate.optional() })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: INVENTORY_RANGE, path: ['to'] });
export type ReservationInventoryRequest = z.input<typeof ReservationInventoryQuery>;

export const InventoryDay = z.object({
  date: z.string(),
  /** The resort runs its lifts that day (it has lift capacity). */
  open: z.boolean(),
  /** Lift tickets left that day for visitors without a pass. */
  liftTicketsLeft: z.number().int(),
  /** The day needs a reservation (it has reservation inventory). */
  reservationRequired: z.boolean(),
  /** Reservation places of the day and how many are left (0 and 0 when none is needed). */
  reservationTotal: z.number().int(),
  reservationsLeft: z.number().int(),
  /** A day that needs a reservation and has none left: only a priority day reserves it. */
  full: z.boolean(),
});
export type InventoryDay = z.infer<typeof InventoryDay>;

export const ReservationInventory = z.object({
  resort: z.object({ id: z.string(), name: z.string() }),
  /** The resort's today and the last day it runs its lifts (ISO); the answer covers [from, to] inside them. */
  today: z.string(),
  lastDay: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  days: z.array(InventoryDay),
});
export type ReservationInventory = z.infer<typeof ReservationInventory>;

/** POST /api/liftaccess/reservations/pass-holders: optionally only the passes valid at one resort. */
export const PassHoldersBody = z.object({ resort: slug.optional() }).strict();
export type PassHoldersRequest = z.infer<typeof PassHoldersBody>;

export const ReservationView = z.object({
  id: z.string(),
  passNumber: z.string(),
  resortId: z.string(),
  resortName: z.string(),
  date: z.string(),
  priority: z.boolean(),
  /** It may still be cancelled (its day has not passed). */
  cancellable: z.boolean(),
});
export type ReservationView = z.infer<typeof ReservationView>;

export const PassHolderView = z.object({
  passNumber: z.string(),
  passName: z.string(),
  holder: z.string(),
  /** The signed-in account's own pass (false for a household member's). */
  self: z.boolean(),
  season: z.string(),
  /** ISO first and last day of the pass's season. */
  seasonStart: z.string(),
  seasonEnd: z.string(),
  resorts: z.array(z.object({ id: z.string(), name: z.string() })),
  priorityDays: z.number().int(),
  priorityDaysUsed: z.number().int(),
  priorityDaysLeft: z.number().int(),
  /** The pass's live reservations, by day. */
  reservations: z.array(ReservationView),
});
export type PassHolderView = z.infer<typeof PassHolderView>;

export const PassHolders = z.object({ holders: z.array(PassHolderView) });
export type PassHolders = z.infer<typeof PassHolders>;

/** POST /api/liftaccess/reservations: reserve days for one pass at one resort, all or none. */
export const SubmitReservationBody = z
  .object({
    passNumber: ReservationPassNumber,
    resort: slug,
    days: z
      .array(z.object({ date: isoDate, priority: z.boolean().optional() }).strict())
      .min(1, DAYS_REQUIRED)
      .max(MAX_DAYS_PER_SUBMIT, `Reserve at most ${MAX_DAYS_PER_SUBMIT} days at a time.`),
  })
  .strict()
  .refine((b) => new Set(b.days.map((d) => d.date)).size === b.days.length, { message: DUPLICATE_DAYS, path: ['days'] });
export type SubmitReservationRequest = z.infer<typeof SubmitReservationBody>;

export const SubmitReservationAnswer = z.object({
  reservations: z.array(ReservationView),
  priorityDaysLeft: z.number().int(),
});
export type SubmitReservationAnswer = z.infer<typeof SubmitReservationAnswer>;

/** POST /api/liftaccess/reservations/validate-scan: will this pass get on the lifts at this resort that day? */
export const ValidateScanBody = z.object({ passNumber: ReservationPassNumber, resort: slug, date: isoDate.optional() }).strict();
export type ValidateScanRequest = z.infer<typeof ValidateScanBody>;
export const ValidateScanAnswer = z.object({
  valid: z.boolean(),
  date: z.string(),
  reservationRequired: z.boolean(),
  reservationId: z.string().nullable(),
  priority: z.boolean(),
  message: z.string(),
});
export type ValidateScanAnswer = z.infer<typeof ValidateScanAnswer>;

/** POST /api/liftaccess/reservations/cancel ("cancel pass reservation", JSON). */
export const CancelLiftReservationBody = z.object({ id: uuid }).strict();
export type CancelLiftReservationRequest = z.infer<typeof CancelLiftReservationBody>;
export const CancelLiftReservationAnswer = z.object({ cancelled: z.literal(true), priorityDaysLeft: z.number().int() });

/** GET /api/liftaccess/priority-days?ipCode= ("priority days get"). */
export const PriorityDaysQuery = z.object({ ipCode: ReservationPassNumber }).strict();
/** POST /api/liftaccess/priority-days/{scan,save} (JSON). */
export const PriorityDayBody = z.object({ ipCode: ReservationPassNumber, resort: slug, date: isoDate }).strict();
export type PriorityDayRequest = z.infer<typeof PriorityDayBody>;
/** POST /api/liftaccess/priority-days/remove (JSON): the day's priority reservation is cancelled and the day given back. */
export const RemovePriorityDayBody = z.object({ ipCode: ReservationPassNumber, date: isoDate }).strict();
export type RemovePriorityDayRequest = z.infer<typeof RemovePriorityDayBody>;

export const PriorityDaysView = z.object({
  ipCode: z.string(),
  holder: z.string(),
  season: z.string(),
  priorityDays: z.number().int(),
  used: z.number().int(),
  left: z.number().int(),
  days: z.array(ReservationView),
});
export type PriorityDaysView = z.infer<typeof PriorityDaysView>;

/** "Priority days scan": whether a day can take a priority day now, and why not; nothing is changed. */
export const PriorityDayScan = z.object({
  allowed: z.boolean(),
  message: z.string(),
  reservationRequired: z.boolean(),
  full: z.boolean(),
  left: z.number().int(),
});
export type PriorityDayScan = z.infer<typeof PriorityDayScan>;
