// Business constants and limits of spec section 9. Every package reads them from here so that
// no magic number is repeated elsewhere.

export const DATE_FORMAT = 'MM/dd/yyyy';
export const DATE_FORMAT_SHORT = 'MM/dd/yy';

export const BREAKPOINTS = {
  /** phone is below this width */
  tablet: 768,
  /** desktop at and above this width */
  desktop: 1200,
} as const;
export const SMALL_SCREEN_STEPS = [480, 768, 992, 1200] as const;
export const IMAGE_BREAKPOINTS = [480, 768, 1024, 1200] as const;

export const LOADING_OVERLAY_LIMIT_MS = 45000;
export const LOADING_OVERLAY_MIN_MS = 0;
export const PAGE_EXIT_DELAY_MS = 250;
export const PAGE_EXIT_DELAY_FLAGGED_MS = 500;
export const MODAL_OPENING_DELAY_MS = 10;
export const WIDGET_INIT_DELAY_MS = 250;
export const OFFER_FETCH_TIMEOUT_MS = 3000;
export const DATE_PICKER_SCROLL_OFFSET_PX = 30;

export const CURRENCY_SYMBOL = '$';
export const ENTER_KEY_CODE = 13;
export const TIME_ZONE_DATABASE_VERSION = '2025b';

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

// Carousels (spec section 9).
export const CAROUSEL_SPEED_MS = 500;
export const CAROUSEL_AUTOPLAY_MS = 3000;
export const CARDS_CAROUSEL_SPEED_MS = 250;
export const CARDS_CAROUSEL_TOUCH_THRESHOLD = 20;

export const MAP_ZOOM = { world: 1, continent: 5, city: 10, streets: 15, resort: 15, buildings: 20 } as const;

// Debounce and throttle (spec section 9): two resize delays exist in the product.
export const RESIZE_DEBOUNCE_MS = 100;
export const RESIZE_DEBOUNCE_SLOW_MS = 250;
export const SCROLL_THROTTLE_MS = 200;
export const SEEN_TRACKING_THROTTLE_MS = 250;

/** An image promotion is active once more than this share of it is visible. */
export const IMAGE_PROMOTION_VISIBLE_RATIO = 0.12;
export const PROMO_PRICE_REDUCED_LABEL = '20%';
export const PAYMENT_PLAN_DOWN_PAYMENT = 49;
export const PAYMENT_PLAN_BALANCE_DUE_MONTH = 'September';
export const EPIC_FLEX_PAY_CREDIT_DAYS = 14;
export const MILITARY_REVIEW_EMAIL_USA_MINUTES = 20;
export const MILITARY_REVIEW_EMAIL_OTHER_HOURS = 24;

/** Shown in a remote's own area when it cannot be loaded; the rest of the page keeps working. */
export const UNAVAILABLE_MESSAGE = 'This section is unavailable right now. Please try again later.';
