// The one HTTP client of the store (spec section 7). Every browser call goes through it.

export type HttpVerb = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiResult<T> {
  success: boolean;
  status: number;
  /** The response's data on success; on failure the server's message, the response text or 'unknown error'. */
  data: T;
  /** The server's Message/Content, when it sent one. */
  message?: string;
}

export { CSRF_HEADER } from '../core/messages';
import { CSRF_HEADER, GENERIC_API_ERROR } from '../core/messages';
export const UNKNOWN_ERROR = 'unknown error';

let csrfToken: string | null = null;

function tokenFromPage(): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector('meta[name="csrf-token"]')?.getAttribute('content') ?? null;
}

export function getCsrfToken(): string | null {
  return csrfToken ?? tokenFromPage();
}

export function setCsrfToken(token: string | null): void {
  csrfToken = token;
  const meta = typeof document !== 'undefined' ? document.querySelector('meta[name="csrf-token"]') : null;
  if (meta && token) meta.setAttribute('content', token);
}

/**
 * Sends `verb` to `url` and yields `{ success, status, data }`. Non-GET requests carry a JSON
 * content type and the request-verification token. A failed call (network or non-2xx) yields
 * status 500 unless the server gave one, and data that is the server's message, the response
 * text, or 'unknown error'.
 */
export async function apiRequest<T = unknown>(verb: HttpVerb, url: string, body?: unknown): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (verb !== 'GET') {
    headers['Content-Type'] = 'application/json';
    const token = getCsrfToken();
    if (token) headers[CSRF_HEADER] = token;
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: verb,
      headers,
      credentials: 'same-origin',
      body: verb === 'GET' || body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { success: false, status: 500, data: UNKNOWN_ERROR as T };
  }
  // A sign-in rotates the session and with it the token.
  const rotated = response.headers?.get?.(CSRF_HEADER);
  if (rotated) setCsrfToken(rotated);

  const text = await response.text().catch(() => '');
  let json: { success?: boolean; data?: unknown; Message?: string; Content?: string } | null = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  const message = json?.Message ?? json?.Content;
  // An empty 2xx (204 No Content) is a success with no data; a 2xx that is not JSON is not.
  if (response.ok && (json ? json.success !== false : text === '')) {
    return { success: true, status: response.status, data: json?.data as T, message };
  }
  return {
    success: false,
    status: response.status || 500,
    data: (message ?? (text || UNKNOWN_ERROR)) as T,
    message,
  };
}

export const api = {
  get: <T>(url: string) => apiRequest<T>('GET', url),
  post: <T>(url: string, body?: unknown) => apiRequest<T>('POST', url, body ?? {}),
  delete: <T>(url: string) => apiRequest<T>('DELETE', url),
};

/** Builds `path?a=1&b=2`, skipping empty values. */
export function withQuery(path: string, query: Record<string, string | number | boolean | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export { GENERIC_API_ERROR };
