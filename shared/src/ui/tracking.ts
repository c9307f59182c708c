import { useEffect, useRef } from 'react';
import { getEventBus } from '@resort/shared';
import { PROMOTION_EVENT, PROMOTION_VISIBLE_RATIO, SEEN_EVENT, SEEN_THROTTLE_MS, isPromotionActive } from '../rules/analytics';

// Seen tracking and image promotions (spec section 4): "Elements marked for seen-tracking fire a
// seen event once on first entering the viewport" (processed with the 250 ms throttle of section
// 9); "Image promotion elements are active when more than 12 percent is visible."

type Publish = (event: string, data: Record<string, unknown>) => void;
const busPublish: Publish = (event, data) => {
  getEventBus().publishAnalytics(event, data);
};

/**
 * Watches `element` and publishes one 'seen' event the first time it enters the viewport. Entries
 * are handled at most once every 250 ms (a fast scroll past many elements reports them together).
 */
export function trackSeen(element: Element, data: Record<string, unknown>, publish: Publish = busPublish): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  let fired = false;
  let last = 0;
  let pending: ReturnType<typeof setTimeout> | null = null;
  const observer = new IntersectionObserver((entries) => {
    if (fired || !entries.some((e) => e.isIntersecting)) return;
    const fire = () => {
      pending = null;
      if (fired) return;
      fired = true;
      last = Date.now();
      observer.disconnect();
      publish(SEEN_EVENT, data);
    };
    const wait = SEEN_THROTTLE_MS - (Date.now() - last);
    if (pending) return;
    if (wait <= 0 && last !== 0) fire();
    else pending = setTimeout(fire, last === 0 ? SEEN_THROTTLE_MS : wait);
  });
  observer.observe(element);
  return () => {
    if (pending) clearTimeout(pending);
    observer.disconnect();
  };
}

/** Publishes one 'promotion-active' event when more than 12 % of `element` is visible. */
export function trackPromotion(element: Element, data: Record<string, unknown>, publish: Publish = busPublish): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting && isPromotionActive(e.intersectionRatio))) {
        observer.disconnect();
        publish(PROMOTION_EVENT, data);
      }
    },
    { threshold: [0, PROMOTION_VISIBLE_RATIO, 0.13, 0.25, 0.5, 1] },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/** A ref whose element fires one seen event (and, with `promotion`, one promotion-active event). */
export function useTracking<T extends Element>(id: string, { promotion = false }: { promotion?: boolean } = {}) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const stops = [trackSeen(el, { id })];
    if (promotion) stops.push(trackPromotion(el, { id }));
    return () => {
      for (const stop of stops) stop();
    };
  }, [id, promotion]);
  return ref;
}
