import { MAX_CHILDREN, MAX_GUESTS, MIN_ADULTS } from '@resort/shared/core';
import { LODGING_GUEST_MESSAGES, LODGING_MESSAGES, type ParsedQuery, type QueryInput } from '@resort/shared/rules';
import { dateText, isoDate, slug, text, z } from '@resort/shared/contracts';
import { DEMO_RESORTS } from '@resort/shared/demo-resorts';
import { MAX_CHILD_AGE, MAX_ROOMS, RESULT_SORTS, parseStay, type Stay } from './contract-rules';

/**
 * The lodging line's requests and cart-line options, shared by its server and its pages. Every
 * count is bounded by the spec's limits (section 9) here, before any handler loops over it; the
 * spec's own rule (section 5, `parseStay` in contract-rules.ts) then judges the stay as a whole.
 */

export { MAX_CHILD_AGE, MAX_ROOMS, PROPERTY_NOT_FOUND, RESULT_SORTS, isResortId, parseStay, type Stay } from './contract-rules';

/** Comma-joined ages of at most six children, with room for spaces. */
const CHILD_AGES_TEXT_MAX = 60;

const INVALID_DATES = LODGING_MESSAGES['error-invalid'];
const GUESTS = LODGING_GUEST_MESSAGES;

/** A value of the wrong type reads `message`; a missing one still reads 'Required Field'. */
const wrongType = (message: string) => ({ error: (issue: { input?: unknown }) => (issue.input === undefined ? undefined : message) });

/** A whole number of guests within the spec's limits. */
const guestCount = (min: number, max: number, tooFew: string, tooMany: string) =>
  z.number(wrongType(GUESTS.invalidGuestCount)).int(GUESTS.invalidGuestCount).min(min, tooFew).max(max, tooMany);

const adults = guestCount(MIN_ADULTS, MAX_GUESTS, GUESTS.noAdult, GUESTS.tooManyGuests);
const children = guestCount(0, MAX_CHILDREN, GUESTS.invalidGuestCount, GUESTS.tooManyChildren);

/** MM/DD/YYYY, MM/DD/YY or ISO, as typed into the widget; the stay rule reads it. */
const stayDate = z
  .string(wrongType(INVALID_DATES))
  .max(10, INVALID_DATES)
  .refine((s) => dateText.safeParse(s).success, INVALID_DATES);

const searchFields = {
  arrivaldate: stayDate,
  departuredate: stayDate,
  adultcount: adults,
  childcount: children.optional(),
  // Comma-joined ages; an empty age counts as 0 (spec section 5).
  childagearray: z
    .string(wrongType(GUESTS.invalidChildAge))
    .max(CHILD_AGES_TEXT_MAX, GUESTS.invalidChildAge)
    .regex(/^[0-9, ]*$/, GUESTS.invalidChildAge)
    .optional(),
};

type SearchFields = { arrivaldate: string; departuredate: string; adultcount: number; childcount?: number; childagearray?: string };

/** A search body's stay as the spec's rule reads it (the query of spec section 2). */
export function stayQuery(body: SearchFields): QueryInput {
  return {
    arrivaldate: body.arrivaldate,
    departuredate: body.departuredate,
    adultcount: String(body.adultcount),
    childcount: String(body.childcount ?? 0),
    childagearray: body.childagearray ?? '',
  };
}

// The request schemas bound each field; the stay as a whole (dates, nights, guests together) is
// judged by `parseStay`, on the page before the call and by the route after the schema.

/** One of the demo operator's resorts, by id. */
export const ResortId = z.enum(DEMO_RESORTS.map((r) => r.id));

/**
 * POST /api/lodging/results (spec section 7, lodging results): `resort` narrows the search to one
 * resort; `amenities` keeps properties that have every one named; `maxPrice` (minor units, for the
 * whole stay) keeps those with a room for the party at or under it; `sort` orders them.
 */
export const LodgingResultsBody = z
  .object({
    ...searchFields,
    resort: ResortId.optional(),
    amenities: z.array(text(40)).max(10).optional(),
    maxPrice: z.number().int().min(0).max(100_000_000).optional(),
    sort: z.enum(RESULT_SORTS).optional(),
  })
  .strict();
export type LodgingResultsRequest = z.input<typeof LodgingResultsBody>;

/**
 * POST /api/lodging/room-filters (spec section 7 "room filters POST"): for a stay, the filters its
 * results can use, each with how many properties it keeps.
 */
export const RoomFiltersBody = z.object({ ...searchFields, resort: ResortId.optional() }).strict();
export type RoomFiltersRequest = z.input<typeof RoomFiltersBody>;

/** POST /api/lodging/property-availability (spec section 7, property pricing and availability). */
export const PropertyAvailabilityBody = z.object({ ...searchFields, propertyId: slug }).strict();
export type PropertyAvailabilityRequest = z.input<typeof PropertyAvailabilityBody>;

/** Nights a property's calendar prices at once: six weeks, a month's page with its neighbours' days. */
export const CALENDAR_NIGHTS = 42;

/**
 * POST /api/lodging/property-calendar (spec section 7, property pricing and availability, night by
 * night): from `from` (ISO), the lowest rate of a room that sleeps the party, or that none is left.
 */
export const PropertyCalendarBody = z
  .object({ propertyId: slug, from: isoDate, adultcount: adults, childcount: children.optional() })
  .strict()
  .refine((b) => b.adultcount + (b.childcount ?? 0) <= MAX_GUESTS, { message: GUESTS.tooManyGuests, path: ['adultcount'] });
export type PropertyCalendarRequest = z.input<typeof PropertyCalendarBody>;

/** POST /api/lodging/details (spec section 7, details). */
export const PropertyDetailsBody = z.object({ propertyId: slug }).strict();
export type PropertyDetailsRequest = z.input<typeof PropertyDetailsBody>;

/**
 * A lodging cart line's options (POST /api/cart/add/lodging): the item's `date` is the arrival,
 * these carry the rest of the stay. Missing ages count as 0 (spec section 5).
 */
export const LodgingOptions = z
  .object({
    departure: isoDate,
    adults,
    children: children.optional(),
    childAges: z
      .array(
        z
          .number(wrongType(GUESTS.invalidChildAge))
          .int(GUESTS.invalidChildAge)
          .min(0, GUESTS.invalidChildAge)
          .max(MAX_CHILD_AGE, GUESTS.invalidChildAge),
      )
      .max(MAX_CHILDREN, GUESTS.tooManyChildren)
      .optional(),
  })
  .strict();
export type LodgingCartOptions = z.input<typeof LodgingOptions>;

/** A lodging cart line as the catalog provider receives it: rooms of one type for one stay. */
export const LodgingCartLine = z.object({
  productId: slug,
  date: isoDate,
  quantity: z.number().int().min(1).max(MAX_ROOMS),
  options: LodgingOptions,
});
export type LodgingCartLineRequest = z.input<typeof LodgingCartLine>;

/** The stay of a cart line whose shape LodgingCartLine accepted, judged by the spec's rule. */
export function stayOfLine(line: z.output<typeof LodgingCartLine>): ParsedQuery<Stay> {
  const { options } = line;
  return parseStay({
    arrivaldate: line.date,
    departuredate: options.departure,
    adultcount: String(options.adults),
    childcount: String(options.children ?? 0),
    childagearray: (options.childAges ?? []).join(','),
  });
}

// Answers (the `data` of `{ success, data }`): the server serializes through these, the pages read them.

export const TaxOrFee = z.object({ name: z.string(), rateBp: z.number().int() });
export type TaxOrFee = z.infer<typeof TaxOrFee>;

export const RoomResult = z.object({
  id: z.string(),
  name: z.string(),
  sleeps: z.number().int(),
  currency: z.string(),
  soldOut: z.boolean(),
  /** 'Sold Out' when any night of the stay has no room left. */
  label: z.string().nullable(),
  /** Rooms of this type free on every night of the stay. */
  roomsLeft: z.number().int(),
  nightlyRates: z.array(z.object({ night: z.string(), rate: z.number().int() })),
  /** Price of one room for the whole stay, minor units, before taxes and fees. */
  totalPrice: z.number().int(),
  /** Whether one room sleeps the whole party (adults plus children). */
  fitsParty: z.boolean(),
});
export type RoomResult = z.infer<typeof RoomResult>;

const PropertySummaryFields = {
  id: z.string(),
  resortId: z.string(),
  resortName: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  amenities: z.array(z.string()),
  currency: z.string(),
  taxesAndFees: z.array(TaxOrFee),
};
export const PropertySummary = z.object(PropertySummaryFields);
export type PropertySummary = z.infer<typeof PropertySummary>;

export const PropertyResult = z.object({
  ...PropertySummaryFields,
  rooms: z.array(RoomResult),
  /** The lowest stay price among rooms that sleep the party and are not sold out; null when none is. */
  fromPrice: z.number().int().nullable(),
});
export type PropertyResult = z.infer<typeof PropertyResult>;

export const ResultsResponse = z.object({
  arrival: z.string(),
  departure: z.string(),
  nights: z.number().int(),
  adults: z.number().int(),
  children: z.number().int(),
  childAges: z.array(z.number().int()),
  /** How many properties the list holds after the filters. */
  count: z.number().int(),
  properties: z.array(PropertyResult),
});
export type ResultsResponse = z.infer<typeof ResultsResponse>;

export const RoomFilters = z.object({
  /** Properties in the stay's results. */
  count: z.number().int(),
  /** Amenities of those properties, by name, with the number of properties that have each. */
  amenities: z.array(z.object({ name: z.string(), count: z.number().int() })),
  /** The range of `fromPrice` (whole stay, minor units) per currency; none when no room fits the party. */
  prices: z.array(z.object({ currency: z.string(), min: z.number().int(), max: z.number().int() })),
  /** Room sizes (guests a room sleeps) among the open rooms, with the number of properties offering each. */
  roomSizes: z.array(z.object({ sleeps: z.number().int(), count: z.number().int() })),
  sorts: z.array(z.enum(RESULT_SORTS)),
});
export type RoomFilters = z.infer<typeof RoomFilters>;

export const PropertyCalendar = z.object({
  propertyId: z.string(),
  currency: z.string(),
  /** Each night from `from`: the lowest rate of a free room that sleeps the party; null when none is (Sold Out). */
  nights: z.array(z.object({ night: z.string(), rate: z.number().int().nullable() })),
});
export type PropertyCalendar = z.infer<typeof PropertyCalendar>;

export const PropertyDetails = z.object({
  ...PropertySummaryFields,
  rooms: z.array(
    z.object({ id: z.string(), name: z.string(), sleeps: z.number().int(), baseRate: z.number().int(), currency: z.string() }),
  ),
});
export type PropertyDetails = z.infer<typeof PropertyDetails>;

// ---------------------------------------------------------------------------------------------
// Lodging requirements (cart "lodging requirements"): asked in checkout's configure step.

export const PRIMARY_GUEST_NAME_LABEL = "Primary guest's full name";
export const PRIMARY_GUEST_PHONE_LABEL = "Primary guest's phone";
export const ARRIVAL_TIME_LABEL = 'Estimated arrival time';
/** Check-in opens at this resort time; an earlier arrival waits for the room. */
export const CHECK_IN_FROM = '16:00';

// ---------------------------------------------------------------------------------------------
// Packages: POST /api/lodging/packages ("packages"), POST /api/lodging/component-details
// ("component details"), sold through the cart as the `packages` line.

/** Lift tickets come in 1- to 5-day products: a package covers stays of 2 to 5 nights, skiing each day from arrival. */
export const PACKAGE_MIN_NIGHTS = 2;
export const PACKAGE_MAX_NIGHTS = 5;
/** What a package saves against buying its parts one by one. */
export const PACKAGE_DISCOUNT_PERCENT = 10;
export const PACKAGE_NIGHTS_RULE = `Ski & Stay packages are for stays of ${PACKAGE_MIN_NIGHTS} to ${PACKAGE_MAX_NIGHTS} nights.`;

export const PackagesBody = z.object({ ...searchFields, resort: ResortId.optional(), rentals: z.boolean().optional() }).strict();
export type PackagesRequest = z.input<typeof PackagesBody>;

export const PackageComponent = z.object({
  line: z.enum(['lodging', 'liftaccess', 'rentals']),
  productId: z.string(),
  title: z.string(),
  description: z.string(),
  /** ISO yyyy-MM-dd */
  date: z.string(),
  endDate: z.string().nullable(),
  quantity: z.number().int(),
  /** For the whole component before the package saving, minor units. */
  price: z.number().int(),
});
export type PackageComponent = z.infer<typeof PackageComponent>;

export const PackageOffer = z.object({
  /** The room the package is built around: the cart item's productId. */
  roomId: z.string(),
  propertyId: z.string(),
  propertyName: z.string(),
  resortId: z.string(),
  resortName: z.string(),
  name: z.string(),
  arrival: z.string(),
  departure: z.string(),
  nights: z.number().int(),
  rentals: z.boolean(),
  currency: z.string(),
  components: z.array(PackageComponent),
  /** The parts' prices added up, the saving, and what the package costs (before taxes and fees). */
  partsPrice: z.number().int(),
  saving: z.number().int(),
  price: z.number().int(),
});
export type PackageOffer = z.infer<typeof PackageOffer>;
export const PackagesResponse = z.object({ message: z.string().nullable(), packages: z.array(PackageOffer) });
export type PackagesResponse = z.infer<typeof PackagesResponse>;

/** A package in the cart: one package for the party of the stay; its `date` is the arrival. */
export const PackageLineOptions = LodgingOptions.extend({ rentals: z.boolean().optional() }).strict();
export type PackageLineOptions = z.input<typeof PackageLineOptions>;

export const ComponentDetailsBody = z.object({ roomId: slug, date: isoDate, options: PackageLineOptions }).strict();
export type ComponentDetailsRequest = z.input<typeof ComponentDetailsBody>;

/** This line's HTTP contract, `major.minor`: a breaking change (field removed, type changed, optional made required, enum value removed) bumps the major, an additive one the minor; `npm run test:contracts` holds it to its committed snapshot. */
export const CONTRACT_VERSION = '1.0';
