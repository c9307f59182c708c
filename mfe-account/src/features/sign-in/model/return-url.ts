export const DEFAULT_RETURN_URL = '/account';

/**
 * Where to go after signing in: the `returnUrl` query parameter when it is a path of this store,
 * never another site (an open redirect would let a phishing link borrow the store's sign-in).
 */
export function safeReturnUrl(search: URLSearchParams): string {
  const value = search.get('returnUrl');
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return DEFAULT_RETURN_URL;
  return value;
}

/** `path?returnUrl=...`, keeping the return address across the sign-in and create-account pages. */
export function withReturnUrl(path: string, returnUrl: string): string {
  return returnUrl === DEFAULT_RETURN_URL ? path : `${path}?returnUrl=${encodeURIComponent(returnUrl)}`;
}
