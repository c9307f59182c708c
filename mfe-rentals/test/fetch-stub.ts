/** Answers the store's API client like the server would: `{ success, data, Message }` per URL. */
export type Route = (url: string, init?: RequestInit) => { status?: number; body: unknown } | undefined;

export function stubFetch(route: Route): jest.Mock {
  const mock = jest.fn(async (url: string, init?: RequestInit) => {
    const answer = route(url, init) ?? { status: 404, body: { success: false, data: null, Message: 'Not found' } };
    const status = answer.status ?? 200;
    return { ok: status < 400, status, headers: { get: () => null }, text: async () => JSON.stringify(answer.body) };
  });
  (globalThis as { fetch: unknown }).fetch = mock;
  return mock;
}

export const okBody = (data: unknown) => ({ body: { success: true, data } });
