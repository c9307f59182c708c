import {
  OFFER_TIMEOUT_MS,
  OfferCache,
  invalidActivityData,
  noActivityFound,
  offerKey,
  offerNotDefined,
  offerTimedOut,
  withOfferTimeout,
} from './offers';

describe('personalisation offers (spec sections 7, 8, 9)', () => {
  test('"Offer fetch timeout 3000 ms."', () => {
    expect(OFFER_TIMEOUT_MS).toBe(3000);
  });

  test("\"Personalisation failures: 'took too long to respond' at 3 s, 'is not defined', 'No ... activity found', 'Invalid ... activity data'\"", () => {
    expect(offerTimedOut('Offer service')).toBe('Offer service took too long to respond');
    expect(offerNotDefined('rentals offer')).toBe('rentals offer is not defined');
    expect(noActivityFound('snowmobile')).toBe('No snowmobile activity found');
    expect(invalidActivityData('lodging')).toBe('Invalid lodging activity data');
  });

  test('times out at 3 s with the message', async () => {
    jest.useFakeTimers();
    const never = new Promise<string>(() => undefined);
    const result = withOfferTimeout(never, 'Offer service');
    jest.advanceTimersByTime(2999);
    const settled = jest.fn();
    result.catch(settled);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await expect(result).rejects.toThrow('Offer service took too long to respond');
    jest.useRealTimers();
  });

  test('"cached by key": one fetch per key, failures become messages', async () => {
    const cache = new OfferCache<string>();
    const load = jest.fn(async () => ({ ok: true as const, offer: '20% off' }));
    await cache.get(offerKey('lodging', 'u1'), load);
    await cache.get(offerKey('lodging', 'u1'), load);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get(offerKey('lodging', null), load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(await cache.get('x', async () => Promise.reject(new Error('boom')))).toEqual({ ok: false, message: 'boom' });
  });
});
