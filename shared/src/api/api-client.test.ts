import { api, apiRequest, CSRF_HEADER, getCsrfToken, GENERIC_API_ERROR, setCsrfToken, withQuery } from './api-client';

interface FakeReply {
  status?: number;
  body?: string;
  headers?: Record<string, string>;
}

function reply({ status = 200, body = '', headers = {} }: FakeReply = {}) {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => headers[name] ?? headers[name.toLowerCase()] ?? null },
    text: () => Promise.resolve(body),
  };
}

const json = (value: unknown) => JSON.stringify(value);

let fetchMock: jest.Mock;

function sent(call = 0): { url: string; init: RequestInit & { headers: Record<string, string> } } {
  const [url, init] = fetchMock.mock.calls[call];
  return { url, init };
}

beforeEach(() => {
  fetchMock = jest.fn();
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  setCsrfToken(null);
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
});

afterEach(() => {
  document.head.innerHTML = '';
  setCsrfToken(null);
});

describe('api client', () => {
  it('sends GET without a body or JSON content type and yields { success, status, data }', async () => {
    fetchMock.mockResolvedValue(reply({ body: json({ success: true, data: { cartCount: 2 } }) }));
    const result = await api.get<{ cartCount: number }>('/api/cart/summary');
    const { url, init } = sent();
    expect(url).toBe('/api/cart/summary');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(init.headers['Content-Type']).toBeUndefined();
    expect(init.headers[CSRF_HEADER]).toBeUndefined();
    expect(result).toEqual({ success: true, status: 200, data: { cartCount: 2 }, message: undefined });
  });

  it('sends the verb with a JSON content type, a JSON body and the request-verification token from the page on non-GET calls', async () => {
    fetchMock.mockResolvedValue(reply({ body: json({ success: true, data: 'ok' }) }));
    await api.post('/api/cart/add/liftaccess', { productId: 'p1', quantity: 2 });
    const { init } = sent();
    expect(init.method).toBe('POST');
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(init.headers[CSRF_HEADER]).toBe('page-token');
    expect(JSON.parse(String(init.body))).toEqual({ productId: 'p1', quantity: 2 });

    await api.delete('/api/cart/items/7');
    expect(sent(1).init.method).toBe('DELETE');
    expect(sent(1).init.headers['Content-Type']).toBe('application/json');
    expect(sent(1).init.headers[CSRF_HEADER]).toBe('page-token');

    await apiRequest('PUT', '/api/account/profile', { firstName: 'Ada' });
    expect(sent(2).init.method).toBe('PUT');
    expect(sent(2).init.body).toBe(json({ firstName: 'Ada' }));
  });

  it('posts an empty object when no payload is given', async () => {
    fetchMock.mockResolvedValue(reply({ body: json({ success: true }) }));
    await api.post('/api/account/logout');
    expect(sent().init.body).toBe('{}');
  });

  it('sends no token header when the page has none', async () => {
    document.head.innerHTML = '';
    fetchMock.mockResolvedValue(reply({ body: json({ success: true }) }));
    await api.post('/api/account/logout');
    expect(sent().init.headers).not.toHaveProperty(CSRF_HEADER);
  });

  it('takes the rotated token from the response header and sends it from then on', async () => {
    fetchMock
      .mockResolvedValueOnce(reply({ body: json({ success: true }), headers: { [CSRF_HEADER]: 'rotated-token' } }))
      .mockResolvedValue(reply({ body: json({ success: true }) }));
    await api.post('/api/account/login', { username: 'ada', password: 'secret' });
    expect(sent(0).init.headers[CSRF_HEADER]).toBe('page-token');
    expect(getCsrfToken()).toBe('rotated-token');
    expect(document.querySelector('meta[name="csrf-token"]')).toHaveProperty('content', 'rotated-token');
    await api.post('/api/cart/add/lodging', {});
    expect(sent(1).init.headers[CSRF_HEADER]).toBe('rotated-token');
  });

  it('reads the server message of a failure as data, with its status ("Responses are read as a success flag, data, and Message")', async () => {
    fetchMock.mockResolvedValue(reply({ status: 400, body: json({ success: false, Message: 'Product cannot be added to cart' }) }));
    const result = await api.post('/api/cart/add/rentals', {});
    expect(result).toEqual({
      success: false,
      status: 400,
      data: 'Product cannot be added to cart',
      message: 'Product cannot be added to cart',
    });
  });

  it('reads Content as the message when there is no Message', async () => {
    fetchMock.mockResolvedValue(reply({ status: 200, body: json({ success: true, data: 1, Content: 'Saved' }) }));
    const result = await api.get('/api/account/profile');
    expect(result.message).toBe('Saved');
  });

  it('treats success: false in a 200 response as a failure', async () => {
    fetchMock.mockResolvedValue(reply({ status: 200, body: json({ success: false, Message: 'Select a Traveler' }) }));
    const result = await api.post('/api/cart/primary-traveler', {});
    expect(result).toMatchObject({ success: false, status: 200, data: 'Select a Traveler' });
  });

  it('yields the response text as data on a failure that is not JSON ("data is response text")', async () => {
    fetchMock.mockResolvedValue(reply({ status: 502, body: '<html>Bad gateway</html>' }));
    const result = await api.get('/api/lodging/search');
    expect(result).toEqual({ success: false, status: 502, data: '<html>Bad gateway</html>', message: undefined });
  });

  it("yields status 500 and data 'unknown error' when the network fails (\"status 500 default, data is ... 'unknown error'\")", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const result = await api.get('/api/cart');
    expect(result).toEqual({ success: false, status: 500, data: 'unknown error' });
  });

  it("yields 'unknown error' for a failure with an empty body, and status 500 when none is known", async () => {
    fetchMock.mockResolvedValue(reply({ status: 0, body: '' }));
    const result = await api.get('/api/cart');
    expect(result).toEqual({ success: false, status: 500, data: 'unknown error', message: undefined });
  });

  it('treats an empty 2xx as a success with no data, and a 2xx that is not JSON as a failure', async () => {
    fetchMock.mockResolvedValueOnce(reply({ status: 204, body: '' }));
    expect(await api.delete('/api/cart/items/1')).toMatchObject({ success: true, status: 204, data: undefined });
    fetchMock.mockResolvedValueOnce(reply({ status: 200, body: '<!doctype html>' }));
    expect(await api.get('/api/cart')).toMatchObject({ success: false, status: 200, data: '<!doctype html>' });
  });

  it('builds query strings, skipping empty values', () => {
    expect(
      withQuery('/api/liftaccess/lift-tickets/search', {
        startDate: '2026-12-05',
        days: 2,
        savings: false,
        age: '',
        id: null,
        x: undefined,
      }),
    ).toBe('/api/liftaccess/lift-tickets/search?startDate=2026-12-05&days=2&savings=false');
    expect(withQuery('/api/cart', {})).toBe('/api/cart');
    expect(withQuery('/api/search', { q: 'a&b c' })).toBe('/api/search?q=a%26b+c');
  });

  it("keeps the spec's generic error text", () => {
    expect(GENERIC_API_ERROR).toBe('Oops, something went wrong. Please try again.');
  });
});
