import { retryPlugin } from './retry-plugin';

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

  test('an entry script that failed to load is requested again, forgetting the failed attempt', async () => {
    const plugin = retryPlugin({ attempts: 3, delayMs: 0 });
    const globalLoading: Record<string, unknown> = { lodging: Promise.reject(new Error('x')).catch(() => undefined) };
    const exports = { init: jest.fn(), get: jest.fn() };
    const getRemoteEntry = jest
      .fn()
      .mockRejectedValueOnce(new Error('ScriptNetworkError'))
      .mockImplementationOnce(async () => {
        expect(globalLoading.lodging).toBeUndefined();
        return exports;
      });
    const loadEntryError = plugin.loadEntryError as unknown as (args: Record<string, unknown>) => Promise<unknown>;
    await expect(loadEntryError({ getRemoteEntry, origin: {}, remoteInfo: {}, globalLoading, uniqueKey: 'lodging' })).resolves.toBe(
      exports,
    );
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });
});
