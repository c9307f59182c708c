import { startedAroundTests } from './testing';

const closed = jest.fn();

describe('startedAroundTests', () => {
  const current = startedAroundTests(async () => ({ name: 'store', close: async () => closed() }));
  // Read while the block is collected, before beforeAll has run.
  const early = (() => {
    try {
      return current().name;
    } catch (error) {
      return (error as Error).message;
    }
  })();

  it('refuses to be read before the app has started', () => {
    expect(early).toBe('The app has not started: read it inside a test.');
  });

  it('gives the started app inside a test, started once', () => {
    expect(current().name).toBe('store');
    expect(current()).toBe(current());
    expect(closed).not.toHaveBeenCalled();
  });
});

afterAll(() => {
  // The block's afterAll has closed it once.
  expect(closed).toHaveBeenCalledTimes(1);
});
