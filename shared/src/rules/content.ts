// Content widgets' rules (spec sections 2, 9): carousels, the video links, the weather alert's
// dismissal for the session, and the visitor's consent to analytics.

/** Spec section 9: "Carousel: default speed 500 ms, autoplay 3000 ms; another carousel speed 250 ms, touch threshold 20." */
export const CAROUSEL_SPEED_MS = 500;
export const CAROUSEL_AUTOPLAY_MS = 3000;
export const SLIDING_CAROUSEL_SPEED_MS = 250;
export const CAROUSEL_TOUCH_THRESHOLD_PX = 20;

/** The slide after `index` (wrapping round). */
export const nextSlide = (index: number, total: number) => (total <= 0 ? 0 : (index + 1) % total);
/** The slide before `index` (wrapping round). */
export const previousSlide = (index: number, total: number) => (total <= 0 ? 0 : (index - 1 + total) % total);

/** A horizontal swipe of `dx` px: -1 back, +1 forward, 0 below the touch threshold. */
export function swipeDirection(dx: number, threshold = CAROUSEL_TOUCH_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold) return 0;
  return dx < 0 ? 1 : -1;
}

/** The video provider's host every video link is forced to. */
export const VIDEO_PROVIDER_HOST = 'www.youtube.com';

/**
 * Spec section 9: "Video links are forced to the video provider's host with the JS API flag added."
 * Any link naming a video (watch?v=, youtu.be/, /embed/, /shorts/, or a bare id) becomes
 * https://www.youtube.com/embed/<id>?enablejsapi=1; anything else is null (not shown).
 */
export function videoEmbedUrl(link: string, { autoplay = false }: { autoplay?: boolean } = {}): string | null {
  const trimmed = link.trim();
  let id: string | null = null;
  if (/^[\w-]{11}$/.test(trimmed)) id = trimmed;
  else {
    try {
      const url = new URL(trimmed, 'https://www.youtube.com');
      const host = url.hostname.replace(/^www\.|^m\./, '');
      if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0];
      else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
        id = url.searchParams.get('v') ?? /^\/(?:embed|shorts|v)\/([\w-]+)/.exec(url.pathname)?.[1] ?? null;
      }
    } catch {
      id = null;
    }
  }
  if (!id || !/^[\w-]{6,20}$/.test(id)) return null;
  const params = new URLSearchParams({ enablejsapi: '1' });
  if (autoplay) params.set('autoplay', '1');
  return `https://${VIDEO_PROVIDER_HOST}/embed/${id}?${params.toString()}`;
}

/** Session storage key of the weather alerts dismissed in this session. */
export const DISMISSED_ALERTS_KEY = 'resort.dismissedAlerts';

function readList(storage: Storage | undefined, key: string): string[] {
  try {
    const value = JSON.parse(storage?.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

const sessionStore = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

/** Whether the alert was dismissed in this browser session. */
export const isAlertDismissed = (id: string, storage = sessionStore()) => readList(storage, DISMISSED_ALERTS_KEY).includes(id);

/** Dismisses the alert for the rest of the session (it comes back in a new one). */
export function dismissAlert(id: string, storage = sessionStore()): void {
  const list = readList(storage, DISMISSED_ALERTS_KEY);
  if (!list.includes(id)) list.push(id);
  try {
    storage?.setItem(DISMISSED_ALERTS_KEY, JSON.stringify(list));
  } catch {
    // Private mode: the alert stays dismissed until the page reloads.
  }
}

/** Local storage key of the visitor's consent choices. */
export const CONSENT_KEY = 'resort.consent';

export interface Consent {
  /** Analytics events (seen tracking, promotions, bookings) may be sent. */
  analytics: boolean;
  /** Personalised offers may be fetched. */
  personalisation: boolean;
}

/** Nothing optional is on until the visitor says so. */
export const NO_CONSENT: Consent = { analytics: false, personalisation: false };

export function readConsent(
  storage: Storage | undefined = typeof window === 'undefined' ? undefined : window.localStorage,
): Consent & { decided: boolean } {
  try {
    const raw = storage?.getItem(CONSENT_KEY);
    if (!raw) return { ...NO_CONSENT, decided: false };
    const value = JSON.parse(raw) as Partial<Consent>;
    return { analytics: value.analytics === true, personalisation: value.personalisation === true, decided: true };
  } catch {
    return { ...NO_CONSENT, decided: false };
  }
}

export function saveConsent(
  consent: Consent,
  storage: Storage | undefined = typeof window === 'undefined' ? undefined : window.localStorage,
): void {
  try {
    storage?.setItem(CONSENT_KEY, JSON.stringify({ analytics: consent.analytics, personalisation: consent.personalisation }));
  } catch {
    // Storage refused: the choice holds for this page only.
  }
}
