import { sleepAtLeast } from './availability-snapshot';

describe('sleepAtLeast', () => {
  // A hold answers only once a lease has passed by performance.now(), the clock every process judges
  // its copy's age by. A timer counts from the event loop's cached millisecond and may end early.
  test('waits the whole time by performance.now(), even when each timer ends early', async () => {
    let clock = 1_000;
    const now = jest.spyOn(performance, 'now').mockImplementation(() => clock);
    const timers: number[] = [];
    const early = jest.spyOn(global, 'setTimeout').mockImplementation(((done: () => void, ms: number) => {
      timers.push(ms);
      clock += ms - 0.6;
      queueMicrotask(done);
      return 0 as unknown as NodeJS.Timeout;
    }) as unknown as typeof setTimeout);
    try {
      await sleepAtLeast(50);
      expect(clock - 1_000).toBeGreaterThanOrEqual(50);
      // The first timer asks for it all; the rest make up what it fell short.
      expect(timers[0]).toBe(50);
      expect(timers.length).toBeGreaterThan(1);
    } finally {
      early.mockRestore();
      now.mockRestore();
    }
  });

  test('on the real clock too', async () => {
    for (let i = 0; i < 20; i += 1) {
      const start = performance.now();
      await sleepAtLeast(5);
      expect(performance.now() - start).toBeGreaterThanOrEqual(5);
    }
  });
});
