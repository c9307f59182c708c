import type { AnalyticsEvent, EventBus } from '@resort/shared';
import { readConsent } from './content';

// Analytics (spec sections 3, 4, 9): one stream, the bus's analytics$, sent in batches to the
// store's collector, only with the visitor's consent.

/** Spec section 9: "seen tracking 250 ms" (throttle). */
export const SEEN_THROTTLE_MS = 250;
/** Spec section 4/9: "Image promotion elements are active when more than 12 percent is visible." */
export const PROMOTION_VISIBLE_RATIO = 0.12;
/** The collector (POST). */
export const ANALYTICS_COLLECTOR = '/api/content/analytics';
/** The most events one batch carries (the collector refuses more). */
export const ANALYTICS_BATCH_MAX = 50;
/** How long events wait for more before a batch goes. */
export const ANALYTICS_FLUSH_MS = 2000;

export const SEEN_EVENT = 'seen';
export const PROMOTION_EVENT = 'promotion-active';

/**
 * Spec section 3: "the user's ampID (analytics ID, read from page data or a body attribute)":
 * <meta name="amp-id"> or <body data-amp-id>.
 */
export function readAmpId(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): string | null {
  const meta = doc?.querySelector<HTMLMetaElement>('meta[name="amp-id"]')?.content;
  const attr = doc?.body?.dataset?.ampId;
  const id = (meta || attr || '').trim();
  return /^[\w-]{1,64}$/.test(id) ? id : null;
}

/** Whether an element is visible enough to count as an active image promotion (more than 12 %). */
export const isPromotionActive = (intersectionRatio: number) => intersectionRatio > PROMOTION_VISIBLE_RATIO;

export interface CollectedEvent {
  event: string;
  data: Record<string, unknown>;
  /** ISO time the browser recorded it. */
  at: string;
  path: string;
}

export interface AnalyticsBatch {
  ampId: string | null;
  events: CollectedEvent[];
}

export interface AnalyticsSenderOptions {
  send: (batch: AnalyticsBatch) => Promise<unknown>;
  /** Defaults to the stored consent choice. */
  consented?: () => boolean;
  ampId?: () => string | null;
  flushMs?: number;
  now?: () => Date;
  path?: () => string;
}

/**
 * Sends the bus's analytics$ to the collector in batches: events gather for up to `flushMs` or
 * until 50 are waiting. Without consent to analytics, events are dropped, not kept for later.
 * Returns a stop function (which sends what is waiting).
 */
export function startAnalyticsSender(bus: Pick<EventBus, 'analytics$'>, options: AnalyticsSenderOptions): () => void {
  const {
    send,
    consented = () => readConsent().analytics,
    ampId = () => readAmpId(),
    flushMs = ANALYTICS_FLUSH_MS,
    now = () => new Date(),
    path = () => (typeof window === 'undefined' ? '/' : window.location.pathname),
  } = options;
  let queue: CollectedEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (queue.length === 0) return;
    const events = queue.slice(0, ANALYTICS_BATCH_MAX);
    queue = queue.slice(ANALYTICS_BATCH_MAX);
    // Analytics never gets in the visitor's way: a failed send is dropped.
    send({ ampId: ampId(), events }).catch(() => undefined);
    if (queue.length) timer = setTimeout(flush, flushMs);
  };
  const subscription = bus.analytics$.subscribe((e: AnalyticsEvent) => {
    if (!consented()) return;
    queue.push({ event: e.event.slice(0, 64), data: e.data, at: now().toISOString(), path: path().slice(0, 200) });
    if (queue.length >= ANALYTICS_BATCH_MAX) flush();
    else if (!timer) timer = setTimeout(flush, flushMs);
  });
  return () => {
    subscription.unsubscribe();
    flush();
  };
}
