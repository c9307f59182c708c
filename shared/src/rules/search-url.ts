/**
 * Appends query parameters to the URL held on a widget's button. The button may hold a relative
 * path, its own query or a fragment, so the URL is extended by hand rather than through `new URL`.
 */
export function withSearchParams(baseUrl: string, params: Record<string, string | number | boolean>): string {
  const [beforeHash, ...hashParts] = baseUrl.split('#');
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) query.append(key, String(value));
  const text = query.toString();
  if (!text) return baseUrl;
  const joiner = beforeHash.includes('?') ? (beforeHash.endsWith('?') || beforeHash.endsWith('&') ? '' : '&') : '?';
  const hash = hashParts.length ? `#${hashParts.join('#')}` : '';
  return `${beforeHash}${joiner}${text}${hash}`;
}

/** A query parameter as one string: frameworks hand repeated keys over as arrays. */
export function queryValue(value: string | string[] | undefined | null): string {
  if (Array.isArray(value)) return value[0] ?? '';
  return value ?? '';
}

export type QueryInput = Record<string, string | string[] | undefined>;

export type ParsedQuery<T> = { ok: true; value: T } | { ok: false; message: string };
