import { DEFAULT_RETURN_URL, safeReturnUrl, withReturnUrl } from './return-url';

const read = (query: string) => safeReturnUrl(new URLSearchParams(query));

describe('return URL after sign-in', () => {
  it('goes back to a page of the store', () => {
    expect(read('returnUrl=%2Fcheckout%3Fstep%3D2')).toBe('/checkout?step=2');
  });

  it.each([
    'returnUrl=https%3A%2F%2Fevil.example',
    'returnUrl=%2F%2Fevil.example',
    'returnUrl=%2F%5Cevil.example',
    'returnUrl=javascript:alert(1)',
    '',
  ])('never leaves the store (%p goes to the account page)', (query) => {
    expect(read(query)).toBe(DEFAULT_RETURN_URL);
  });

  it('carries the return address to the next page', () => {
    expect(withReturnUrl('/create-account', '/cart')).toBe('/create-account?returnUrl=%2Fcart');
    expect(withReturnUrl('/create-account', DEFAULT_RETURN_URL)).toBe('/create-account');
  });
});
