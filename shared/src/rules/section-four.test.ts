import { afterAddToCart } from './after-add-to-cart';
import { bookingTabDates, chooseBookingTab, initialBookingTab, isFirstPanelOpen, shouldScrollToActivePanel } from './booking-tabs';
import { isOverlayExpired, overlayStopDelayMs } from './loading-overlay-timing';
import { toggleSportFilter } from './sport-filter';
import { isPromotionActive, shouldFireSeen } from './visibility';

describe('tabbed booking widget', () => {
  const tabs = [
    { id: 'lessons', startDate: '12/01/2026', endDate: '04/15/2027' },
    { id: 'lodging', startDate: '11/22/2026', endDate: '' },
  ];

  it('"The first product is active by default"', () => {
    expect(initialBookingTab(tabs)).toBe(0);
    expect(initialBookingTab([])).toBe(-1);
  });

  it('"Booking tab: one product active at a time"; choosing swaps the dates', () => {
    const active = chooseBookingTab(tabs, 0, 1);
    expect(active).toBe(1);
    expect(bookingTabDates(tabs, active)).toEqual({ startDate: '11/22/2026', endDate: '' });
    expect(chooseBookingTab(tabs, 1, 5)).toBe(1);
  });

  it('"On mobile the first panel opens only when the initial-collapse flag is false"', () => {
    expect(isFirstPanelOpen(false)).toBe(true);
    expect(isFirstPanelOpen(true)).toBe(false);
  });

  it('"On phones the page scrolls to the active panel" (phone below 768)', () => {
    expect(shouldScrollToActivePanel(767)).toBe(true);
    expect(shouldScrollToActivePanel(768)).toBe(false);
  });
});

describe('visibility tracking', () => {
  it.each([
    [0.12, false],
    [0.121, true],
    [1, true],
    [0, false],
  ])('"active when more than 12 percent is visible": %p is %p', (ratio, active) => {
    expect(isPromotionActive(ratio)).toBe(active);
  });

  it('"fire a seen event once on first entering the viewport"', () => {
    expect(shouldFireSeen(false, true)).toBe(true);
    expect(shouldFireSeen(true, true)).toBe(false);
    expect(shouldFireSeen(false, false)).toBe(false);
  });
});

describe('after add to cart', () => {
  it('"a mini cart drawer opens if its feature flag is on; otherwise the page redirects to the cart URL after a delay"', () => {
    expect(afterAddToCart({ miniCartEnabled: true })).toEqual({ kind: 'mini-cart' });
    expect(afterAddToCart({ miniCartEnabled: false })).toEqual({ kind: 'redirect', delayMs: 250 });
    expect(afterAddToCart({ miniCartEnabled: false, slowPageExit: true })).toEqual({ kind: 'redirect', delayMs: 500 });
  });
});

describe('loading overlay timing', () => {
  it('"keeps a minimum display time if set (default 0)"', () => {
    expect(overlayStopDelayMs(100)).toBe(0);
    expect(overlayStopDelayMs(100, 400)).toBe(300);
    expect(overlayStopDelayMs(600, 400)).toBe(0);
  });

  it('"dismisses itself after 45000 ms"', () => {
    expect(isOverlayExpired(44999)).toBe(false);
    expect(isOverlayExpired(45000)).toBe(true);
  });
});

describe('sport filter', () => {
  it('"toggles selected and unselected"', () => {
    expect(toggleSportFilter([], 'ski')).toEqual(['ski']);
    expect(toggleSportFilter(['ski', 'snowboard'], 'ski')).toEqual(['snowboard']);
  });
});
