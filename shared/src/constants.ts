// Business constants and limits of spec section 9. Every package reads them from here so that
// no magic number is repeated elsewhere.

export const DATE_FORMAT = 'MM/dd/yyyy';

export const BREAKPOINTS = {
  /** phone is below this width */
  tablet: 768,
  /** desktop at and above this width */
  desktop: 1200,
} as const;

export const LOADING_OVERLAY_LIMIT_MS = 45000;
export const LOADING_OVERLAY_MIN_MS = 0;
export const MODAL_OPENING_DELAY_MS = 10;

export const CURRENCY_SYMBOL = '$';

// Booking limits (spec section 9). A stay is counted in nights between check-in and check-out.
export const MAX_STAY_NIGHTS = 28;
export const MAX_GUESTS = 19;
export const MAX_CHILDREN = 6;
/** A lodging search always has someone to book the room for. */
export const MIN_ADULTS = 1;

// Rentals (spec section 9). The numeric codes are what the rentals page and its API understand.
export const RENTAL_SEASON = { winter: 1, summer: 2 } as const;
export type RentalSeason = (typeof RENTAL_SEASON)[keyof typeof RENTAL_SEASON];
export const BOOKING_TYPE = { pickup: 1, delivery: 2 } as const;
export type BookingType = (typeof BOOKING_TYPE)[keyof typeof BOOKING_TYPE];
export const BIKE_LENGTH = { fullDay: 0, halfDayMorning: 1, halfDayAfternoon: 2 } as const;
export type BikeLength = (typeof BIKE_LENGTH)[keyof typeof BIKE_LENGTH];
export const HALF_DAY_NIGHTS = 0.5;
export const SAME_DAY_DELIVERY_CUTOFF = '3:00 PM';
export const RENTAL_LINES_OF_BUSINESS = { winter: 'Equipment Rental', summer: 'Bike Rental' } as const;

/** Shown in a remote's own area when it cannot be loaded; the rest of the page keeps working. */
export const UNAVAILABLE_MESSAGE = 'This section is unavailable right now. Please try again later.';

/** A choice that is not among those offered (a hand-edited address, a forged request). */
export const CHOOSE_LISTED_OPTION = 'Choose one of the listed options.';

/** An order number as an address may carry it (the store writes `R-` and eight letters or digits). */
export const ORDER_NUMBER_PATTERN = /^[A-Za-z0-9-]{1,20}$/;

/**
 * An email address as a visitor types it, deliberately loose: one '@', something either side, a dot
 * in the domain. The real check is the mail that reaches the address.
 */
export const EMAIL_ADDRESS_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The id of the page frame the server draws (server/page-frame.ts) and the shell removes. */
export const PAGE_FRAME_ID = 'page-frame';
