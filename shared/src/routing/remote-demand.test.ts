import { markRemoteListening, needRemote, REMOTE_LISTEN_TIMEOUT_MS, setRemoteLoader } from './remote-demand';

// A caller that needs a remote serving every page (an add waiting for the cart's dialog) goes on
// once the remote listens, and never hangs on one that cannot load.

afterEach(() => {
  setRemoteLoader(null);
  jest.useRealTimers();
});

const settled = async (p: Promise<unknown>) => {
  let done = false;
  void p.then(() => {
    done = true;
  });
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
  return done;
};

test('without a shell to load remotes, nothing waits', async () => {
  expect(await settled(needRemote('nobody-loads-me'))).toBe(true);
});

test('asks the shell to load the remote and goes on once the remote listens, not before', async () => {
  const asked: string[] = [];
  setRemoteLoader(async (remote) => {
    asked.push(remote);
    return true;
  });
  const waiting = needRemote('dialogs');
  expect(asked).toEqual(['dialogs']);
  expect(await settled(waiting)).toBe(false);
  markRemoteListening('dialogs');
  expect(await settled(waiting)).toBe(true);
  // Once it listens, later needs go on at once.
  expect(await settled(needRemote('dialogs'))).toBe(true);
});

test('a remote that cannot load, or whose loading fails, lets the caller go on at once', async () => {
  setRemoteLoader(async () => false);
  expect(await settled(needRemote('away'))).toBe(true);
  setRemoteLoader(() => Promise.reject(new Error('network')));
  expect(await settled(needRemote('broken'))).toBe(true);
});

test('a remote that loads but never says it listens holds the caller no longer than the limit', async () => {
  jest.useFakeTimers();
  setRemoteLoader(async () => true);
  const waiting = needRemote('silent');
  expect(await settled(waiting)).toBe(false);
  jest.advanceTimersByTime(REMOTE_LISTEN_TIMEOUT_MS - 1);
  expect(await settled(waiting)).toBe(false);
  jest.advanceTimersByTime(1);
  expect(await settled(waiting)).toBe(true);
});
