import { mockApi } from '../testing/mock-api';
import { GENERIC_API_ERROR } from '../api/api-client';
import { ApiError, fetchOrThrow } from './query-client';
import { SIGN_IN_PROMPT, visitorMessage } from './visitor-message';

describe('visitorMessage: what a visitor reads after a failed call', () => {
  test("Generic API error: 'Oops, something went wrong. Please try again.' for unknown failures", () => {
    expect(visitorMessage({ status: 500 })).toBe(GENERIC_API_ERROR);
    expect(visitorMessage({ status: 500, message: 'TypeError: x is undefined' })).toBe(GENERIC_API_ERROR);
    expect(visitorMessage({ success: false, status: 502, data: '<html>Bad gateway</html>' })).toBe(GENERIC_API_ERROR);
    expect(visitorMessage({ status: 409 })).toBe(GENERIC_API_ERROR);
  });

  test('a refusal the server words for the visitor is shown as is', () => {
    expect(visitorMessage({ status: 409, message: 'Sold Out' })).toBe('Sold Out');
    expect(visitorMessage({ success: false, status: 400, data: 'x', message: 'Product cannot be added to cart' })).toBe(
      'Product cannot be added to cart',
    );
  });

  test('a 503 that explains itself is shown; an unexplained one is generic', () => {
    expect(visitorMessage({ status: 503, message: 'Your card was not charged. Please try again.' })).toBe(
      'Your card was not charged. Please try again.',
    );
    expect(visitorMessage({ status: 503 })).toBe(GENERIC_API_ERROR);
  });

  test('401 asks the visitor to sign in', () => {
    expect(visitorMessage({ status: 401 })).toBe(SIGN_IN_PROMPT);
    expect(visitorMessage({ status: 401, message: 'Please sign in to see your orders.' })).toBe('Please sign in to see your orders.');
  });

  test('a success has nothing to say', () => {
    expect(visitorMessage({ success: true, status: 200, data: {} })).toBe('');
  });
});

describe('fetchOrThrow', () => {
  test('resolves with the data of a success and throws an ApiError with status and message otherwise', async () => {
    const call = mockApi('GET', '/api/x');
    call.mockResolvedValue({ success: true, status: 200, data: { n: 1 } });
    await expect(fetchOrThrow('GET', '/api/x')).resolves.toEqual({ n: 1 });
    call.mockResolvedValue({ success: false, status: 409, data: 'Sold Out' });
    const error = await fetchOrThrow<unknown>('GET', '/api/x').catch((e: ApiError) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(visitorMessage(error as ApiError)).toBe('Sold Out');
  });
});
