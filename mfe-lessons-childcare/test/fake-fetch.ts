export interface FakeReply {
  status: number;
  body: unknown;
}

export type FakeCall = { url: string; method: string; body: unknown };

/**
 * Replaces window.fetch with a server that answers from `reply`; `calls` records what the page sent.
 * A reply of null makes the request fail as a network error would.
 */
export function fakeFetch(reply: (call: FakeCall) => FakeReply | null | Promise<FakeReply | null>) {
  const calls: FakeCall[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const answer = await reply(call);
    if (!answer) throw new TypeError('Failed to fetch');
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      headers: { get: () => null },
      text: async () => JSON.stringify(answer.body),
    } as unknown as Response;
  });
  (globalThis as { fetch: unknown }).fetch = fetch;
  return calls;
}
