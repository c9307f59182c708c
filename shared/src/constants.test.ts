import * as c from './constants';

describe('spec section 9 business constants', () => {
  it.each<[string, unknown, unknown]>([
    ['"maximum stay 28 days"', c.MAX_STAY_NIGHTS, 28],
    ['"maximum guests 19"', c.MAX_GUESTS, 19],
    ['"maximum children 6"', c.MAX_CHILDREN, 6],
    ['"same-day delivery cutoff 3:00 PM"', c.SAME_DAY_DELIVERY_CUTOFF, '3:00 PM'],
    ['"half-day bike rental counts as 0.5 nights"', c.HALF_DAY_NIGHTS, 0.5],
    ['"Rental season: winter 1, summer 2"', c.RENTAL_SEASON, { winter: 1, summer: 2 }],
    ['"Booking type: pickup 1, delivery 2"', c.BOOKING_TYPE, { pickup: 1, delivery: 2 }],
    [
      '"Bike length: full day 0, half day morning 1, half day afternoon 2"',
      c.BIKE_LENGTH,
      { fullDay: 0, halfDayMorning: 1, halfDayAfternoon: 2 },
    ],
    [
      '"Lines of business: Equipment Rental, Bike Rental"',
      c.RENTAL_LINES_OF_BUSINESS,
      { winter: 'Equipment Rental', summer: 'Bike Rental' },
    ],
    ['"Date format MM/DD/YYYY"', c.DATE_FORMAT, 'MM/dd/yyyy'],
    ['"Loading overlay limit 45000 ms, minimum 0"', [c.LOADING_OVERLAY_LIMIT_MS, c.LOADING_OVERLAY_MIN_MS], [45000, 0]],
    ['"Page exit delay 250 ms (500 ms when flagged)"', [c.PAGE_EXIT_DELAY_MS, c.PAGE_EXIT_DELAY_FLAGGED_MS], [250, 500]],
    ['"Modal opening delay 10 ms"', c.MODAL_OPENING_DELAY_MS, 10],
    ['"phone below 768, ... desktop 1200 and above"', c.BREAKPOINTS, { tablet: 768, desktop: 1200 }],
    ['"small-screen steps 480, 768, 992, 1200"', c.SMALL_SCREEN_STEPS, [480, 768, 992, 1200]],
    ['"Image breakpoints 480, 768, 1024, 1200"', c.IMAGE_BREAKPOINTS, [480, 768, 1024, 1200]],
    ['"Carousel: default speed 500 ms, autoplay 3000 ms"', [c.CAROUSEL_SPEED_MS, c.CAROUSEL_AUTOPLAY_MS], [500, 3000]],
    ['"another carousel speed 250 ms, touch threshold 20"', [c.CARDS_CAROUSEL_SPEED_MS, c.CARDS_CAROUSEL_TOUCH_THRESHOLD], [250, 20]],
    [
      '"Map zoom: world 1, continent 5, city 10, streets 15, resort 15, buildings 20"',
      c.MAP_ZOOM,
      { world: 1, continent: 5, city: 10, streets: 15, resort: 15, buildings: 20 },
    ],
    [
      '"resize 100 ms ... or 250 ms; scroll 200 ms; seen tracking 250 ms"',
      [c.RESIZE_DEBOUNCE_MS, c.RESIZE_DEBOUNCE_SLOW_MS, c.SCROLL_THROTTLE_MS, c.SEEN_TRACKING_THROTTLE_MS],
      [100, 250, 200, 250],
    ],
    ['"Widget init delay 250 ms. Offer fetch timeout 3000 ms"', [c.WIDGET_INIT_DELAY_MS, c.OFFER_FETCH_TIMEOUT_MS], [250, 3000]],
    [
      '"Image promotion active above 12 percent visible. Default date picker scroll offset 30 px"',
      [c.IMAGE_PROMOTION_VISIBLE_RATIO, c.DATE_PICKER_SCROLL_OFFSET_PX],
      [0.12, 30],
    ],
    ['"Currency symbol \'$\'. Promo price-reduced label 20%"', [c.CURRENCY_SYMBOL, c.PROMO_PRICE_REDUCED_LABEL], ['$', '20%']],
    ['"Enter key code 13"', c.ENTER_KEY_CODE, 13],
    ['"Time-zone database version 2025b"', c.TIME_ZONE_DATABASE_VERSION, '2025b'],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
