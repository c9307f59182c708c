import { apiRequest, UNKNOWN_ERROR } from '../api/api-client';
import { deferred, failBody, mockApi, okBody } from './mock-api';

describe('mockApi', () => {
  it('answers one call with what its mock resolves to, as the shared client reads it', async () => {
    const search = mockApi('POST', '/api/lessons/search');
    search.mockResolvedValue({ success: false, status: 400, data: 'Required Field' });
    expect(await apiRequest('POST', '/api/lessons/search', { sport: 'ski' })).toEqual({
      success: false,
      status: 400,
      data: 'Required Field',
      message: 'Required Field',
    });
    expect(search).toHaveBeenCalledWith({ sport: 'ski' });
  });

  it('answers every call through a route and records what the page sent', async () => {
    const { calls, sent, fetch } = mockApi(({ method }, where) =>
      method === 'GET' && where.pathname === '/api/cart' ? okBody({ count: where.searchParams.get('n') }) : undefined,
    );
    expect(await apiRequest('GET', '/api/cart?n=2')).toMatchObject({ success: true, status: 200, data: { count: '2' } });
    // No answer is the platform's 404.
    expect(await apiRequest('POST', '/api/cart/items', { productId: 'p1' })).toMatchObject({
      success: false,
      status: 404,
      data: 'Not found',
    });
    expect(calls).toEqual([
      { method: 'GET', url: '/api/cart?n=2', body: undefined },
      { method: 'POST', url: '/api/cart/items', body: { productId: 'p1' } },
    ]);
    expect(sent('POST')).toHaveLength(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('words a refusal in Message, fails like a network on null, and holds a deferred answer open', async () => {
    mockApi(() => failBody('Your card was declined.', 402));
    expect(await apiRequest('POST', '/api/checkout/complete', {})).toMatchObject({ status: 402, data: 'Your card was declined.' });

    mockApi(() => null);
    expect(await apiRequest('GET', '/api/cart')).toEqual({ success: false, status: 500, data: UNKNOWN_ERROR });

    const later = deferred();
    mockApi(() => later.promise);
    const pending = apiRequest('GET', '/api/cart');
    later.answer(okBody([]));
    expect(await pending).toMatchObject({ success: true, data: [] });
  });
});
