import { createEventBus } from '../bus/event-bus';
import {
  ANALYTICS_BATCH_MAX,
  PROMOTION_VISIBLE_RATIO,
  SEEN_THROTTLE_MS,
  isPromotionActive,
  readAmpId,
  startAnalyticsSender,
  type AnalyticsBatch,
} from './analytics';
import { saveConsent } from './content';

describe('analytics (spec sections 3, 4, 9)', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  test('"seen tracking 250 ms"; "Image promotion active above 12 percent visible."', () => {
    expect(SEEN_THROTTLE_MS).toBe(250);
    expect(PROMOTION_VISIBLE_RATIO).toBe(0.12);
    expect(isPromotionActive(0.12)).toBe(false);
    expect(isPromotionActive(0.13)).toBe(true);
  });

  test('"the user\'s ampID (analytics ID, read from page data or a body attribute)"', () => {
    document.body.dataset.ampId = 'amp-123';
    expect(readAmpId()).toBe('amp-123');
    const meta = document.createElement('meta');
    meta.name = 'amp-id';
    meta.content = 'amp-from-meta';
    document.head.appendChild(meta);
    expect(readAmpId()).toBe('amp-from-meta');
    meta.remove();
    document.body.dataset.ampId = '<script>';
    expect(readAmpId()).toBeNull();
    delete document.body.dataset.ampId;
  });

  test('events from the one analytics$ stream go in batches, with the ampID, only with consent', async () => {
    const bus = createEventBus();
    const batches: AnalyticsBatch[] = [];
    const stop = startAnalyticsSender(bus, { send: async (b) => batches.push(b), ampId: () => 'amp-1', flushMs: 1000 });
    bus.publishAnalytics('seen', { id: 'hero' });
    jest.advanceTimersByTime(2000);
    expect(batches).toEqual([]);

    saveConsent({ analytics: true, personalisation: false });
    bus.publishAnalytics('seen', { id: 'hero' });
    bus.publishAnalytics('promotion-active', { id: 'card-1' });
    expect(batches).toHaveLength(0);
    jest.advanceTimersByTime(1000);
    expect(batches).toHaveLength(1);
    expect(batches[0]).toMatchObject({ ampId: 'amp-1', events: [{ event: 'seen', data: { id: 'hero' } }, { event: 'promotion-active' }] });

    for (let i = 0; i < ANALYTICS_BATCH_MAX + 5; i += 1) bus.publishAnalytics('seen', { i });
    expect(batches).toHaveLength(2);
    expect(batches[1].events).toHaveLength(ANALYTICS_BATCH_MAX);
    stop();
    expect(batches).toHaveLength(3);
    expect(batches[2].events).toHaveLength(5);
  });
});
