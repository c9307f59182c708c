import { Observable, ReplaySubject, Subject } from 'rxjs';

// The page's one event bus. Remotes talk to each other only through it. Every payload carries a
// version; a subscriber only ever sees payloads of a version it knows and that pass validation,
// so a newer publisher never crashes an older remote.

export const BUS_VERSION = 1 as const;
import { BUS_V } from '../core/versions';

export { BUS_V };
const sameMajor = (v: unknown) =>
  v === undefined || (typeof v === 'string' && /^\d+\.\d+$/.test(v) && Number(v.split('.')[0]) === BUS_VERSION);

export interface CartItemView {
  id: string;
  sku: string;
  description: string;
  date?: string;
  pickUpDate?: string;
  deliveryDate?: string;
  preferredDeliveryTime?: string;
  returnDate?: string;
  duration?: string;
  pickupLocation?: string;
  isNotAddOn?: boolean;
  quantity?: number;
  price?: string;
}

export interface CartEvent {
  version: typeof BUS_VERSION;
  /** `major.minor` of the publisher (BUS_V). */
  v?: string;
  cartId: string | null;
  cartCount: number;
  cartUrl: string;
}

export interface SessionEvent {
  version: typeof BUS_VERSION;
  /** `major.minor` of the publisher (BUS_V). */
  v?: string;
  signedIn: boolean;
  user: { id: string; firstName: string; lastName: string; email: string } | null;
}

export interface CartItemsAddedEvent {
  version: typeof BUS_VERSION;
  /** `major.minor` of the publisher (BUS_V). */
  v?: string;
  items: CartItemView[];
  cartUrl: string;
}

/** A remote asks the account line to sign the visitor out (the header's Sign out button). */
export interface LogoutRequestEvent {
  version: typeof BUS_VERSION;
  /** `major.minor` of the publisher (BUS_V). */
  v?: string;
}

export interface AnalyticsEvent {
  version: typeof BUS_VERSION;
  /** `major.minor` of the publisher (BUS_V). */
  v?: string;
  event: string;
  data: Record<string, unknown>;
}

/** The visitor's cookie choices, as just saved (the footer's consent settings). */
export interface ConsentEvent {
  version: typeof BUS_VERSION;
  /** `major.minor` of the publisher (BUS_V). */
  v?: string;
  analytics: boolean;
  personalisation: boolean;
}

type Envelope = { version?: unknown; v?: unknown };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

const isCartId = (v: unknown) => v === undefined || v === null || typeof v === 'string';

export const validators = {
  cart: (v: unknown): v is CartEvent =>
    isObject(v) &&
    v.version === BUS_VERSION &&
    sameMajor(v.v) &&
    isCartId(v.cartId) &&
    typeof v.cartCount === 'number' &&
    Number.isFinite(v.cartCount) &&
    v.cartCount >= 0 &&
    typeof v.cartUrl === 'string',
  session: (v: unknown): v is SessionEvent =>
    isObject(v) && v.version === BUS_VERSION && sameMajor(v.v) && typeof v.signedIn === 'boolean' && (v.user === null || isObject(v.user)),
  cartItemsAdded: (v: unknown): v is CartItemsAddedEvent =>
    isObject(v) &&
    v.version === BUS_VERSION &&
    sameMajor(v.v) &&
    Array.isArray(v.items) &&
    v.items.every(isObject) &&
    typeof v.cartUrl === 'string',
  logoutRequest: (v: unknown): v is LogoutRequestEvent => isObject(v) && v.version === BUS_VERSION && sameMajor(v.v),
  analytics: (v: unknown): v is AnalyticsEvent =>
    isObject(v) && v.version === BUS_VERSION && sameMajor(v.v) && typeof v.event === 'string' && isObject(v.data),
  consent: (v: unknown): v is ConsentEvent =>
    isObject(v) &&
    v.version === BUS_VERSION &&
    sameMajor(v.v) &&
    typeof v.analytics === 'boolean' &&
    typeof v.personalisation === 'boolean',
};

export interface EventBus {
  /** Replays the latest cart to late subscribers. */
  cart$: Observable<CartEvent>;
  /** Replays the latest session state to late subscribers. */
  session$: Observable<SessionEvent>;
  cartItemsAdded$: Observable<CartItemsAddedEvent>;
  logoutRequest$: Observable<LogoutRequestEvent>;
  analytics$: Observable<AnalyticsEvent>;
  /** Replays the latest consent choice to late subscribers. */
  consent$: Observable<ConsentEvent>;
  /** Each publish returns whether the payload was valid and went out. */
  publishCart(event: Omit<CartEvent, 'version' | 'v'>): boolean;
  publishSession(event: Omit<SessionEvent, 'version' | 'v'>): boolean;
  publishCartItemsAdded(event: Omit<CartItemsAddedEvent, 'version' | 'v'>): boolean;
  publishLogoutRequest(): boolean;
  publishAnalytics(event: string, data?: Record<string, unknown>): boolean;
  publishConsent(event: Omit<ConsentEvent, 'version' | 'v'>): boolean;
  /** Raw entry point for payloads from other versions; invalid or unknown ones are dropped. */
  publishRaw(channel: keyof typeof validators, payload: unknown): boolean;
}

export function createEventBus(): EventBus {
  const raw = {
    cart: new ReplaySubject<Envelope>(1),
    session: new ReplaySubject<Envelope>(1),
    cartItemsAdded: new Subject<Envelope>(),
    logoutRequest: new Subject<Envelope>(),
    analytics: new Subject<Envelope>(),
    consent: new ReplaySubject<Envelope>(1),
  };
  const typed = <T>(channel: keyof typeof validators) => raw[channel].asObservable() as unknown as Observable<T>;
  const publishRaw = (channel: keyof typeof validators, payload: unknown): boolean => {
    // Only payloads of the version this page knows, and that pass validation, reach the streams:
    // so the replayed latest cart or session is always one every subscriber can read.
    let valid = false;
    try {
      valid = validators[channel]?.(payload) ?? false;
    } catch {
      // A hostile or broken payload (a throwing getter) is just not valid.
      valid = false;
    }
    if (!valid) return false;
    raw[channel].next(payload as Envelope);
    return true;
  };
  // Builds the payload inside the guard: spreading a broken event object must not throw either.
  const publish = (channel: keyof typeof validators, build: () => unknown): boolean => {
    try {
      return publishRaw(channel, build());
    } catch {
      return false;
    }
  };
  return {
    cart$: typed<CartEvent>('cart'),
    session$: typed<SessionEvent>('session'),
    cartItemsAdded$: typed<CartItemsAddedEvent>('cartItemsAdded'),
    logoutRequest$: typed<LogoutRequestEvent>('logoutRequest'),
    analytics$: typed<AnalyticsEvent>('analytics'),
    consent$: typed<ConsentEvent>('consent'),
    publishCart: (e) => publish('cart', () => ({ ...e, version: BUS_VERSION, v: BUS_V })),
    publishSession: (e) => publish('session', () => ({ ...e, version: BUS_VERSION, v: BUS_V })),
    publishCartItemsAdded: (e) => publish('cartItemsAdded', () => ({ ...e, version: BUS_VERSION, v: BUS_V })),
    publishLogoutRequest: () => publish('logoutRequest', () => ({ version: BUS_VERSION, v: BUS_V })),
    publishAnalytics: (event, data = {}) => publish('analytics', () => ({ event, data, version: BUS_VERSION, v: BUS_V })),
    // Only the two choices go out, whatever else the caller's object holds.
    publishConsent: (e) =>
      publish('consent', () => ({ analytics: e.analytics, personalisation: e.personalisation, version: BUS_VERSION, v: BUS_V })),
    publishRaw,
  };
}

// One bus per page: '@resort/shared' is a singleton in the federation share scope, and the modules
// of its subpath entries reach this one only by the package name, so this module runs once per page.
let pageBus: EventBus | undefined;

/** The page's bus. */
export function getEventBus(): EventBus {
  pageBus ??= createEventBus();
  return pageBus;
}

/** Drops the page's bus so the next `getEventBus()` makes a new one: each test starts as a fresh page. */
export function resetEventBus(): void {
  pageBus = undefined;
}
