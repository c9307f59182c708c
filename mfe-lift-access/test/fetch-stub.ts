/** Answers the store's API client as the server would: `{ success, data, Message }`, by path. */
export type Route = (url: URL, init?: RequestInit) => { status?: number; body: unknown } | undefined;

export function stubFetch(route: Route): jest.Mock {
  const mock = jest.fn(async (url: string, init?: RequestInit) => {
    const answer = route(new URL(url, 'http://store.test'), init) ?? {
      status: 404,
      body: { success: false, data: null, Message: 'Not found' },
    };
    const status = answer.status ?? 200;
    return { ok: status < 400, status, headers: { get: () => null }, text: async () => JSON.stringify(answer.body) };
  });
  (globalThis as { fetch: unknown }).fetch = mock;
  return mock;
}

export const okBody = (data: unknown) => ({ body: { success: true, data } });

/** A refusal as the platform words it: the status and the visitor's text in Message. */
export const failBody = (status: number, Message?: string) => ({
  status,
  body: { success: false, data: null, ...(Message ? { Message } : {}) },
});
