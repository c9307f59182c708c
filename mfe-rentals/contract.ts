import { BIKE_LENGTH, BOOKING_TYPE, RENTAL_SEASON, type RentalSeason } from '@resort/shared/core';
import {
  DELIVERY_TIME_REQUIRED,
  INVALID_DELIVERY_TIME,
  PICKUP_DATE_REQUIRED,
  RETURN_DATE_REQUIRED,
  parseRentalsQuery,
  type QueryInput,
  type RentalWidgetModel,
} from '@resort/shared/rules';
import { dateText, emailAddress, isoDate, requiredText, slug, text, z } from '@resort/shared/contracts';
import { DEMO_RESORTS } from '@resort/shared/demo-resorts';

/**
 * The rentals line's requests, responses and cart-line options. The server validates every route
 * with these and answers in these shapes, and the browser types its calls with them, so a rule of
 * shape is written once. The rules of a rental itself (dates, delivery time, bike length) are the
 * widget's own from @resort/shared.
 */

/**
 * The longest rental any request may name. A rental lies inside one season's calendar and no
 * calendar is a year long; the calendar check that follows is the real rule, this bound only makes
 * sure no request loops over more days than a season has.
 */
export const MAX_RENTAL_DAYS = 366;

/** A delivery time label as the widget offers it ('10:00 AM'). */
const DELIVERY_TIME_MAX = 16;

const codes = <T extends Record<string, number>>(constants: T) => Object.values(constants) as Array<T[keyof T]>;

export const REFERRAL_CODE_MAX = 30;

export const SEASON_REQUIRED = 'Choose the winter (1) or summer (2) rentals.';

export const rentalSeason = z.literal(codes(RENTAL_SEASON), { error: SEASON_REQUIRED });
export const bookingType = z.literal(codes(BOOKING_TYPE));
export const bikeLength = z.literal(codes(BIKE_LENGTH));

/** GET /api/rentals/widget: the rental widget view model (spec section 3) of a resort's season. */
export const RentalWidgetQuery = z
  .object({
    resort: slug,
    season: z.coerce.number<RentalSeason | `${RentalSeason}`>({ error: SEASON_REQUIRED }).pipe(rentalSeason).default(RENTAL_SEASON.winter),
  })
  .strict();
export type RentalWidgetQuery = z.input<typeof RentalWidgetQuery>;

/**
 * A date field held to the shared shape and the sane window of years, refused in the widget's
 * words for that field (spec section 5) rather than in generic ones.
 */
const dateField = (shape: z.ZodType<string>, message: string) =>
  z
    .string({ error: message })
    .max(10, message)
    .refine((s) => shape.safeParse(s).success, message);

/** The words of the widget's query rule for one bad field (it keeps them to itself). */
function ruleMessage(field: 'after3' | 'daytype'): string {
  const parsed = parseRentalsQuery({ startdate: '01/01/2030', enddate: '01/02/2030', [field]: 'x' });
  return parsed.ok ? 'Invalid request.' : parsed.message;
}

// A flag as the rentals page link carries it ('true', 'false', '1', '0') or as JSON; the rule reads the text.
const flag = z.union([z.boolean(), text(5)], { error: ruleMessage('after3') });
// A bike length code (spec section 9) or its text in the link.
const dayType = z.union([bikeLength, text(1)], { error: ruleMessage('daytype') });

/** Which field a message of the widget's rules is about, so the 400 names it. */
const FIELD_OF_MESSAGE: Record<string, string> = {
  [PICKUP_DATE_REQUIRED]: 'startdate',
  [RETURN_DATE_REQUIRED]: 'enddate',
  [DELIVERY_TIME_REQUIRED]: 'time',
  [INVALID_DELIVERY_TIME]: 'time',
};

/** The search body as the widget's query rule reads it; the server reads it the same way. */
export const rentalsQueryOf = (body: {
  startdate: string;
  enddate: string;
  after3?: unknown;
  delivery?: unknown;
  time?: string;
  daytype?: unknown;
}): QueryInput => {
  const textOf = (v: unknown) => (v === undefined || v === null ? undefined : String(v));
  return {
    startdate: body.startdate,
    enddate: body.enddate,
    after3: textOf(body.after3),
    delivery: textOf(body.delivery),
    time: body.time,
    daytype: textOf(body.daytype),
  };
};

/**
 * The rentals page query (spec section 2: startdate, enddate, after3, delivery and time, daytype)
 * plus the resort: the body of the rentals calls search products and locations pricing stats
 * (spec section 7). The query is read with the widget's own rule, so a bad link is refused in the
 * widget's words.
 */
export const RentalSearchBody = z
  .object({
    resort: slug,
    startdate: dateField(dateText, PICKUP_DATE_REQUIRED),
    enddate: dateField(dateText, RETURN_DATE_REQUIRED),
    after3: flag.optional(),
    delivery: flag.optional(),
    time: text(DELIVERY_TIME_MAX).optional(),
    daytype: dayType.optional(),
  })
  .strict()
  .superRefine(
    (body, ctx) => {
      const parsed = parseRentalsQuery(rentalsQueryOf(body));
      if (!parsed.ok) {
        const field = FIELD_OF_MESSAGE[parsed.message];
        ctx.addIssue({ code: 'custom', message: parsed.message, path: field ? [field] : [] });
      } else if (parsed.value.nights >= MAX_RENTAL_DAYS) {
        ctx.addIssue({ code: 'custom', message: RETURN_DATE_REQUIRED, path: ['enddate'] });
      }
    },
    // Only a body of the right shape and size reaches the rule.
    { when: (payload) => payload.issues.length === 0 },
  );
export type RentalSearchRequest = z.input<typeof RentalSearchBody>;

/** Search locations (spec section 7): the resort's shops, only delivering ones for a delivery. */
export const LocationSearchBody = z
  .object({
    resort: slug,
    season: rentalSeason.optional(),
    delivery: z.boolean().optional(),
  })
  .strict();
export type LocationSearchRequest = z.input<typeof LocationSearchBody>;

/**
 * A rentals cart line's options (spec section 3, cart product: pickUpDate or deliveryDate,
 * preferredDeliveryTime, returnDate, pickupLocation). The pickup day is the line's `date` and the
 * quantity the line's own, both bounded by the cart. The catalog provider registers this schema.
 */
export const RentalLineOptions = z
  .object({
    returnDate: dateField(isoDate, RETURN_DATE_REQUIRED),
    locationId: slug,
    bookingType,
    deliveryTime: text(DELIVERY_TIME_MAX).optional(),
    pickupAfter3: z.boolean().optional(),
    bikeRentalLength: bikeLength.optional(),
    /** A friend's referral code: its discount is taken off this rental's price. */
    referralCode: text(REFERRAL_CODE_MAX).optional(),
  })
  .strict();
export type RentalLineOptions = z.input<typeof RentalLineOptions>;

// Responses (the `data` of `{ success, data }`): the server serializes through these, the pages read them.

/** The My Epic Gear upsell modal's content, field names as the spec lists them (spec section 2). */
export const MyEpicGearContent = z.object({
  Title: z.string(),
  Subtitle: z.string(),
  Body: z.string(),
  MyEpicGearCTA: z.object({ Text: z.string(), Url: z.string() }),
  ContinueToRentalsCTAText: z.string(),
  Disclaimer: z.string(),
  MEGTitle: z.string(),
  ShowMyEpicGearIcon: z.boolean(),
  MEGRow1Text: z.string(),
  MEGRow2Text: z.string(),
  MEGRow3Text: z.string(),
  RentalsTitle: z.string(),
  RentalsRow1Text: z.string(),
  RentalsRow2Text: z.string(),
  RentalsRow3Text: z.string(),
});
export type MyEpicGearContent = z.infer<typeof MyEpicGearContent>;

const CalendarGroup = z.object({ startDate: z.string(), endDate: z.string(), blackoutDates: z.array(z.string()) });

/** GET /api/rentals/widget: the widget model of the shared rules, plus the upsell content when the resort configures it. */
export const RentalWidgetResponse = z.object({
  season: rentalSeason,
  isSeasonOpen: z.boolean(),
  isPickUpOnly: z.boolean(),
  hasDeliveryDates: z.boolean(),
  hasPickupDates: z.boolean(),
  isOnlySingleDayRentals: z.boolean(),
  deliveryTimes: z.array(z.string()),
  setDeliveryOptionAsDefault: z.boolean(),
  calendars: z.object({ fullDay: CalendarGroup, halfDayMorning: CalendarGroup, halfDayAfternoon: CalendarGroup, delivery: CalendarGroup }),
  myEpicGear: MyEpicGearContent.nullable(),
}) satisfies z.ZodType<RentalWidgetModel & { myEpicGear: MyEpicGearContent | null }>;
export type RentalWidgetResponse = z.infer<typeof RentalWidgetResponse>;

/** A rental shop; some deliver to the guest's lodging. */
export const RentalLocation = z.object({ id: z.string(), name: z.string(), address: z.string(), supportsDelivery: z.boolean() });
export type RentalLocation = z.infer<typeof RentalLocation>;

export const LocationAvailability = z.object({
  locationId: z.string(),
  /** Units free on every day of the rental. */
  units: z.number().int(),
  soldOut: z.boolean(),
});
export type LocationAvailability = z.infer<typeof LocationAvailability>;

export const RentalProductResult = z.object({
  id: z.string(),
  category: z.enum(['ski', 'snowboard', 'bike']),
  tier: z.enum(['Kids', 'Sport', 'Performance', 'Demo']),
  name: z.string(),
  description: z.string(),
  pricePerDay: z.number().int(),
  /** Price of one unit for the whole period, minor units. */
  price: z.number().int(),
  currency: z.string(),
  soldOut: z.boolean(),
  availability: z.array(LocationAvailability),
});
export type RentalProductResult = z.infer<typeof RentalProductResult>;

/** Search products: the period, the shops that can serve it and every product's price and stock. */
export const RentalSearchResult = z.object({
  resort: z.object({ id: z.string(), name: z.string(), currency: z.string() }),
  season: rentalSeason,
  bookingType,
  /** ISO yyyy-MM-dd */
  pickupDate: z.string(),
  returnDate: z.string(),
  deliveryTime: z.string().nullable(),
  pickupAfter3: z.boolean(),
  bikeRentalLength: bikeLength,
  /** Days charged: a half-day bike rental is one half-day price. */
  rentalDays: z.number(),
  /** Booking nights (a half-day bike rental counts 0.5). */
  nights: z.number(),
  duration: z.string(),
  locations: z.array(RentalLocation),
  products: z.array(RentalProductResult),
});
export type RentalSearchResult = z.infer<typeof RentalSearchResult>;

/** Locations pricing stats: per shop, the lowest price for the period among products free there. */
export const LocationPricingStats = z.object({
  locationId: z.string(),
  name: z.string(),
  /** Null when every product is sold out there. */
  minPrice: z.number().int().nullable(),
  currency: z.string(),
  availableProducts: z.number().int(),
});
export type LocationPricingStats = z.infer<typeof LocationPricingStats>;

/** The rental damage waiver: per renter, per charged rental day, in minor units of the rental's currency. */
export const DAMAGE_WAIVER_PER_DAY = 600;
export const DAMAGE_WAIVER_NAME = 'Damage waiver';
/** A helmet added for one renter: per charged rental day, in minor units of the rental's currency. */
export const HELMET_PER_DAY = 800;
export const PROFILE_NOT_YOURS = 'This rental profile is not in your account.';
export const DAMAGE_WAIVER_TERMS =
  'The damage waiver covers accidental damage to rented equipment during normal use, up to its replacement value. It does not cover loss, theft or damage done on purpose. It is charged for each renter and each day of the rental.';

// A renter's height rule is the rental profile's, shared with the account's saved profiles.
export { HEIGHT_OUT_OF_RANGE, MAX_HEIGHT_CM, MIN_HEIGHT_CM } from '@resort/shared/rules';

// ---------------------------------------------------------------------------------------------
// My Epic Gear membership: POST /api/rentals/my-epic-gear/products ("my epic gear products"),
// sold through the cart as `memberships` ("add to cart for ... memberships", "configure my epic gear")

export { MEG_SIGN_IN, MEG_UNDER_18 } from './contract-rules';
export const MEG_BIRTH_DATE_NEEDED = 'Please add your date of birth to your profile to buy a My Epic Gear membership.';
export const MEG_ACKNOWLEDGE_LABEL = 'I understand the membership is for the named member only and cannot be transferred';
export const MEG_ADULT_AGE = 18;

export const MyEpicGearProductsBody = z.object({ resort: slug.optional() }).strict();
export type MyEpicGearProductsRequest = z.input<typeof MyEpicGearProductsBody>;

export const MyEpicGearProduct = z.object({
  id: z.string(),
  resortId: z.string(),
  resortName: z.string(),
  name: z.string(),
  /** '2026/27' */
  season: z.string(),
  /** ISO yyyy-MM-dd: the membership runs from its season's first day to its last. */
  startDate: z.string(),
  endDate: z.string(),
  price: z.number().int(),
  currency: z.string(),
  benefits: z.array(z.string()),
  placesLeft: z.number().int(),
  soldOut: z.boolean(),
});
export type MyEpicGearProduct = z.infer<typeof MyEpicGearProduct>;
export const MyEpicGearProducts = z.object({ products: z.array(MyEpicGearProduct) });
export type MyEpicGearProducts = z.infer<typeof MyEpicGearProducts>;

/** A membership in the cart: the quantity is the members, each named at checkout; no options. */
export const MembershipLineOptions = z.object({}).strict();

// ---------------------------------------------------------------------------------------------
// Referral codes: POST /api/rentals/verify-referral-code, POST /api/rentals/set-referral-alert

export const REFERRAL_INVALID = 'This referral code is not valid. Please check it and try again.';
export const REFERRAL_EXPIRED = 'This referral code has expired.';
export { referralPrice } from './contract-rules';

export const referralAlert = (code: string, referrerName: string, percentOff: number) =>
  `Referral code ${code} from ${referrerName}: ${percentOff}% off the rentals you add.`;

export const ReferralCodeBody = z.object({ code: text(REFERRAL_CODE_MAX) }).strict();
export type ReferralCodeBody = z.infer<typeof ReferralCodeBody>;
export const ReferralCodeAnswer = z.object({
  valid: z.boolean(),
  /** As stored: upper case, without spaces. */
  code: z.string(),
  percentOff: z.number().int(),
  referrerName: z.string().nullable(),
  /** The alert to show when valid, or why not. */
  message: z.string(),
});
export type ReferralCodeAnswer = z.infer<typeof ReferralCodeAnswer>;

// ---------------------------------------------------------------------------------------------
// POST /api/rentals/my-epic-gear/lottery (spec section 7 "my epic gear lottery form POST")

export const MEG_LOTTERY_DOB = 'Please enter your date of birth as MM/DD/YYYY.';
export const MEG_LOTTERY_RESORT = 'Please choose a resort.';
export const megLotteryAlreadyEntered = (resortName: string, season: string) =>
  `You have already entered the ${season} My Epic Gear lottery at ${resortName}.`;

/** An entry in a resort's My Epic Gear lottery for the coming season; adults only, like the membership. */
export const MegLotteryBody = z
  .object({
    firstName: requiredText(100),
    lastName: requiredText(100),
    email: emailAddress,
    /** MM/DD/YYYY (or MM/DD/YY, or yyyy-MM-dd). */
    dateOfBirth: text(10).refine((s) => /^\d{4}-\d{2}-\d{2}$/.test(s) || /^\d{1,2}\/\d{1,2}\/\d{2,4}$/.test(s.trim()), MEG_LOTTERY_DOB),
    resort: z.enum(
      DEMO_RESORTS.map((r) => r.id),
      { message: MEG_LOTTERY_RESORT },
    ),
  })
  .strict();
export type MegLotteryBody = z.infer<typeof MegLotteryBody>;
export const MegLotteryEntered = z.object({ reference: z.string(), season: z.string(), resortName: z.string() });
export type MegLotteryEntered = z.infer<typeof MegLotteryEntered>;

/** This line's HTTP contract, `major.minor`: a breaking change (field removed, type changed, optional made required, enum value removed) bumps the major, an additive one the minor; `npm run test:contracts` holds it to its committed snapshot. */
export const CONTRACT_VERSION = '1.0';
