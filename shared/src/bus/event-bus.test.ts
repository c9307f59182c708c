import { firstValueFrom, take, toArray } from 'rxjs';
import { BUS_VERSION, createEventBus, getEventBus, resetEventBus, type CartEvent, type SessionEvent, BUS_V } from './event-bus';

const cart = (cartCount: number): Omit<CartEvent, 'version' | 'v'> => ({ cartId: 'c1', cartCount, cartUrl: '/cart' });
const signedIn: Omit<SessionEvent, 'version' | 'v'> = {
  signedIn: true,
  user: { id: 'u1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
};

function collect<T>(stream: { subscribe: (fn: (v: T) => void) => { unsubscribe: () => void } }) {
  const seen: T[] = [];
  const subscription = stream.subscribe((v) => seen.push(v));
  return { seen, stop: () => subscription.unsubscribe() };
}

describe('event bus', () => {
  it('cart$ replays the latest cart to a remote that subscribes late', () => {
    const bus = createEventBus();
    bus.publishCart(cart(1));
    bus.publishCart(cart(3));
    const late = collect(bus.cart$);
    expect(late.seen).toEqual([{ ...cart(3), version: BUS_VERSION, v: BUS_V }]);
    bus.publishCart(cart(4));
    expect(late.seen.map((c) => c.cartCount)).toEqual([3, 4]);
    late.stop();
  });

  it('session$ replays the latest session state to a remote that subscribes late', async () => {
    const bus = createEventBus();
    bus.publishSession({ signedIn: false, user: null });
    bus.publishSession(signedIn);
    await expect(firstValueFrom(bus.session$)).resolves.toEqual({ ...signedIn, version: BUS_VERSION, v: BUS_V });
  });

  it('cartItemsAdded$ does not replay: a late subscriber sees only what comes after it', () => {
    const bus = createEventBus();
    bus.publishCartItemsAdded({ items: [{ id: '1', sku: 'LT-1', description: 'Adult day ticket' }], cartUrl: '/cart' });
    const late = collect(bus.cartItemsAdded$);
    expect(late.seen).toEqual([]);
    bus.publishCartItemsAdded({ items: [{ id: '2', sku: 'LS-1', description: 'Group lesson' }], cartUrl: '/cart' });
    expect(late.seen.map((e) => e.items[0].sku)).toEqual(['LS-1']);
    late.stop();
  });

  it('logoutRequest$ carries a sign-out request from any remote to the account line, and does not replay', () => {
    const bus = createEventBus();
    expect(bus.publishLogoutRequest()).toBe(true);
    const account = collect(bus.logoutRequest$);
    expect(account.seen).toEqual([]);
    bus.publishLogoutRequest();
    expect(account.seen).toEqual([{ version: BUS_VERSION, v: BUS_V }]);
    // A payload of an unknown version never reaches the account line.
    expect(bus.publishRaw('logoutRequest', { version: 99 })).toBe(false);
    expect(account.seen).toHaveLength(1);
    account.stop();
  });

  it('analytics$ does not replay and carries the event name and data', async () => {
    const bus = createEventBus();
    bus.publishAnalytics('before-subscribe');
    const next = firstValueFrom(bus.analytics$);
    bus.publishAnalytics('season-pass-selected', { passName: 'Epic Pass' });
    await expect(next).resolves.toEqual({ version: BUS_VERSION, v: BUS_V, event: 'season-pass-selected', data: { passName: 'Epic Pass' } });
  });

  it('ignores invalid payloads, never throwing, and tells the publisher', () => {
    const bus = createEventBus();
    const carts = collect(bus.cart$);
    const sessions = collect(bus.session$);
    const added = collect(bus.cartItemsAdded$);
    expect(bus.publishCart({ cartId: 'c1', cartCount: -1, cartUrl: '/cart' })).toBe(false);
    expect(bus.publishCart({ cartId: 'c1', cartCount: Number.NaN, cartUrl: '/cart' })).toBe(false);
    expect(bus.publishCart({ cartId: 'c1', cartCount: '2', cartUrl: '/cart' } as unknown as CartEvent)).toBe(false);
    expect(bus.publishCart(null as unknown as CartEvent)).toBe(false);
    expect(bus.publishSession({ signedIn: 'yes', user: null } as unknown as SessionEvent)).toBe(false);
    expect(bus.publishCartItemsAdded({ items: [null], cartUrl: '/cart' } as never)).toBe(false);
    expect(bus.publishRaw('cart', 'not an object')).toBe(false);
    expect(bus.publishRaw('cart', undefined)).toBe(false);
    expect(bus.publishRaw('nonsense' as never, { version: BUS_VERSION })).toBe(false);
    expect(carts.seen).toEqual([]);
    expect(sessions.seen).toEqual([]);
    expect(added.seen).toEqual([]);
  });

  it('does not throw on a payload whose fields throw when read', () => {
    const bus = createEventBus();
    const hostile = Object.defineProperty({ version: BUS_VERSION, cartUrl: '/cart' }, 'cartCount', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    expect(() => bus.publishRaw('cart', hostile)).not.toThrow();
    expect(bus.publishRaw('cart', hostile)).toBe(false);
    expect(() => bus.publishCart(hostile as never)).not.toThrow();
  });

  it('ignores a version it does not know, and keeps replaying the last cart it can read', () => {
    const bus = createEventBus();
    bus.publishCart(cart(2));
    expect(bus.publishRaw('cart', { ...cart(9), version: 2, currency: 'CAD' })).toBe(false);
    expect(bus.publishRaw('session', { ...signedIn, version: 0 })).toBe(false);
    expect(bus.publishRaw('cart', { ...cart(5) })).toBe(false);
    const late = collect(bus.cart$);
    expect(late.seen.map((c) => c.cartCount)).toEqual([2]);
    late.stop();
  });

  it('accepts a raw payload of the known version', async () => {
    const bus = createEventBus();
    const next = firstValueFrom(bus.cart$.pipe(take(1), toArray()));
    expect(bus.publishRaw('cart', { version: BUS_VERSION, cartId: null, cartCount: 0, cartUrl: '/cart' })).toBe(true);
    await expect(next).resolves.toEqual([{ version: BUS_VERSION, cartId: null, cartCount: 0, cartUrl: '/cart' }]);
  });

  it('is one instance per page', () => {
    expect(getEventBus()).toBe(getEventBus());
    getEventBus().publishCart(cart(7));
    const late = collect(getEventBus().cart$);
    expect(late.seen.map((c) => c.cartCount)).toEqual([7]);
    late.stop();
  });

  it('is held by no window global, and a reset gives the next caller a fresh bus (a test starting as a new page)', () => {
    const before = getEventBus();
    expect(Object.values(globalThis)).not.toContain(before);
    before.publishCart(cart(5));
    resetEventBus();
    const after = getEventBus();
    expect(after).not.toBe(before);
    const late = collect(after.cart$);
    expect(late.seen).toEqual([]);
    late.stop();
  });

  it('consent$ replays the latest choice to a late subscriber, carrying only the two choices', () => {
    const bus = createEventBus();
    bus.publishConsent({ analytics: true, personalisation: false });
    expect(bus.publishConsent({ analytics: false, personalisation: true, extra: 'x' } as never)).toBe(true);
    const late = collect(bus.consent$);
    expect(late.seen).toEqual([{ analytics: false, personalisation: true, version: BUS_VERSION, v: BUS_V }]);
    expect(bus.publishRaw('consent', { version: BUS_VERSION, analytics: 'yes', personalisation: true })).toBe(false);
    expect(late.seen).toHaveLength(1);
    late.stop();
  });

  it('a publisher one minor version ahead (an added optional field) is read as before; another major is refused', async () => {
    const bus = createEventBus();
    const carts = collect(bus.cart$);
    // A cart remote built from the next version of the payload: 1.1 adds an optional currency.
    const nextMinor = { version: BUS_VERSION, v: '1.1', cartId: 'c9', cartCount: 2, cartUrl: '/cart', currency: 'CAD' };
    expect(bus.publishRaw('cart', nextMinor)).toBe(true);
    expect(carts.seen.map(({ cartId, cartCount, cartUrl }) => ({ cartId, cartCount, cartUrl }))).toEqual([
      { cartId: 'c9', cartCount: 2, cartUrl: '/cart' },
    ]);
    expect(bus.publishRaw('session', { version: BUS_VERSION, v: '1.7', signedIn: false, user: null, locale: 'fr' })).toBe(true);
    // A new major, or a version that is no version, is not this page's bus.
    expect(bus.publishRaw('cart', { ...nextMinor, v: '2.0' })).toBe(false);
    expect(bus.publishRaw('cart', { ...nextMinor, v: 'next' })).toBe(false);
    // Known fields must still be intact: a 1.1 payload whose cartCount changed type is refused.
    expect(bus.publishRaw('cart', { ...nextMinor, cartCount: '2' })).toBe(false);
    carts.stop();
  });
});
