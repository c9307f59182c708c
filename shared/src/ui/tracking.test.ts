import { trackPromotion, trackSeen } from './tracking';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
const observers: { callback: Callback; disconnected: boolean; options?: IntersectionObserverInit }[] = [];

beforeAll(() => {
  (globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    record: (typeof observers)[number];
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      this.record = { callback, disconnected: false, options };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  };
});

beforeEach(() => {
  observers.length = 0;
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

test('a seen event fires once, on first entering the viewport, after the 250 ms throttle', () => {
  const publish = jest.fn();
  trackSeen(document.createElement('div'), { id: 'hero' }, publish);
  const [observer] = observers;
  observer.callback([{ isIntersecting: false }]);
  jest.advanceTimersByTime(1000);
  expect(publish).not.toHaveBeenCalled();
  observer.callback([{ isIntersecting: true }]);
  observer.callback([{ isIntersecting: true }]);
  jest.advanceTimersByTime(249);
  expect(publish).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(publish).toHaveBeenCalledTimes(1);
  expect(publish).toHaveBeenCalledWith('seen', { id: 'hero' });
  observer.callback([{ isIntersecting: true }]);
  jest.advanceTimersByTime(1000);
  expect(publish).toHaveBeenCalledTimes(1);
  expect(observer.disconnected).toBe(true);
});

test('an image promotion is active above 12 % visible, once', () => {
  const publish = jest.fn();
  trackPromotion(document.createElement('div'), { id: 'promo' }, publish);
  const [observer] = observers;
  observer.callback([{ isIntersecting: true, intersectionRatio: 0.12 }]);
  expect(publish).not.toHaveBeenCalled();
  observer.callback([{ isIntersecting: true, intersectionRatio: 0.2 }]);
  expect(publish).toHaveBeenCalledWith('promotion-active', { id: 'promo' });
  expect(observer.disconnected).toBe(true);
});
