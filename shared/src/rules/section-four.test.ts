import { chooseBookingTab, initialBookingTab, isFirstPanelOpen, shouldScrollToActivePanel } from './booking-tabs';
import { overlayStopDelayMs } from './loading-overlay-timing';

describe('tabbed booking widget', () => {
  const tabs = [{ id: 'lessons' }, { id: 'lodging' }];

  it('"The first product is active by default"', () => {
    expect(initialBookingTab(tabs)).toBe(0);
    expect(initialBookingTab([])).toBe(-1);
  });

  it('"Booking tab: one product active at a time"', () => {
    expect(chooseBookingTab(tabs, 0, 1)).toBe(1);
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

describe('loading overlay timing', () => {
  it('"keeps a minimum display time if set (default 0)"', () => {
    expect(overlayStopDelayMs(100)).toBe(0);
    expect(overlayStopDelayMs(100, 400)).toBe(300);
    expect(overlayStopDelayMs(600, 400)).toBe(0);
  });
});
