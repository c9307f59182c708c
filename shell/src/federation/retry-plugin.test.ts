import { retryPlugin, withRetryMark } from './retry-plugin';

type FetchHook = (url: string, init: RequestInit) => Promise<Response>;

const response = (status: number) => ({ status, ok: status < 400 }) as Response;

describe('remote retry plugin', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  const hook = () => retryPlugin({ attempts: 3, delayMs: 0 }).fetch as unknown as FetchHook;

  test('a manifest that fails twice on the network loads on the third try', async () => {
    const calls: string[] = [];
    global.fetch = jest.fn(async (url: string) => {
      calls.push(url);
      if (calls.length < 3) throw new TypeError('Failed to fetch');
      return response(200);
    }) as unknown as typeof fetch;
    await expect(hook()('/remotes/lodging/mf-manifest.json', {})).resolves.toMatchObject({ status: 200 });
    expect(calls).toHaveLength(3);
  });

  test('a 5xx is retried, a 404 is final at once', async () => {
    const statuses = [503, 200];
    global.fetch = jest.fn(async () => response(statuses.shift()!)) as unknown as typeof fetch;
    await expect(hook()('/m.json', {})).resolves.toMatchObject({ status: 200 });
    const notThere = jest.fn(async () => response(404));
    global.fetch = notThere as unknown as typeof fetch;
    await expect(hook()('/m.json', {})).resolves.toMatchObject({ status: 404 });
    expect(notThere).toHaveBeenCalledTimes(1);
  });

  test('after the last attempt the failure goes on to the fallback plugin', async () => {
    const down = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    global.fetch = down as unknown as typeof fetch;
    await expect(hook()('/m.json', {})).rejects.toThrow('Failed to fetch');
    expect(down).toHaveBeenCalledTimes(3);
  });

  test('an entry script that failed to load is requested again under a retry mark, reading no runtime state', async () => {
    const plugin = retryPlugin({ attempts: 3, delayMs: 0 });
    const exports = { init: jest.fn(), get: jest.fn() };
    const entries: string[] = [];
    const getRemoteEntry = jest.fn(async ({ remoteInfo }: { remoteInfo: { entry: string } }) => {
      entries.push(remoteInfo.entry);
      if (entries.length < 2) throw new Error('ScriptNetworkError');
      return exports;
    });
    const loadEntryError = plugin.loadEntryError as unknown as (args: Record<string, unknown>) => Promise<unknown>;
    const remoteInfo = { name: 'lodging', entry: '/remotes/lodging/remoteEntry.js' };
    await expect(loadEntryError({ getRemoteEntry, origin: {}, remoteInfo })).resolves.toBe(exports);
    expect(entries).toEqual(['/remotes/lodging/remoteEntry.js?retry=1', '/remotes/lodging/remoteEntry.js?retry=2']);
  });

  test('an entry that never loads is given up after the last attempt, for the fallback plugin', async () => {
    const plugin = retryPlugin({ attempts: 3, delayMs: 0 });
    const getRemoteEntry = jest.fn(async () => {
      throw new Error('ScriptNetworkError');
    });
    const loadEntryError = plugin.loadEntryError as unknown as (args: Record<string, unknown>) => Promise<unknown>;
    await expect(loadEntryError({ getRemoteEntry, origin: {}, remoteInfo: { name: 'lodging', entry: '/e.js' } })).resolves.toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });

  test('the retry mark joins an existing query', () => {
    expect(withRetryMark('https://cdn.example.com/lodging/remoteEntry.js?v=3', 2)).toBe(
      'https://cdn.example.com/lodging/remoteEntry.js?v=3&retry=2',
    );
  });
});
