import secureJson from 'secure-json-parse';
import { HttpError } from './http';
import { NUL_REFUSED } from '../contracts';

/** No request of this store nests deeper; deeper bodies are refused before they are parsed. */
export const MAX_JSON_DEPTH = 16;

export const TOO_DEEP = 'The request body is nested too deeply.';

/** Every request of this store names its fields in one JSON object (or sends no body at all). */
export const NOT_AN_OBJECT = 'Send the request as one JSON object of its fields.';

/**
 * Nesting depth of a JSON text, counted in one pass outside strings. Linear, so a hostile body
 * costs no more than its length; it runs before JSON.parse, which would recurse on it.
 */
export function jsonDepth(body: string, limit = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < body.length; i += 1) {
    const c = body.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i += 1;
      else if (c === 34 /* " */) inString = false;
      continue;
    }
    if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      depth += 1;
      if (depth > max) {
        max = depth;
        if (max > limit) return max;
      }
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth -= 1;
  }
  return max;
}

/** Finds a NUL character in any string or key of a parsed value (PostgreSQL refuses them in text). */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > MAX_JSON_DEPTH || value === null || typeof value !== 'object') return false;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000') || hasNul(inner, depth + 1)) return true;
  }
  return false;
}

/**
 * The platform's JSON body parser: depth-limited, prototype-safe, NUL-free, one object. An empty
 * text is no body (undefined), which the contracts read as a request with no fields.
 */
export function parseJsonBody(body: string): unknown {
  if (body.trim() === '') return undefined;
  if (jsonDepth(body, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) throw new HttpError(400, TOO_DEEP);
  let value: unknown;
  try {
    value = secureJson.parse(body, null, { protoAction: 'error', constructorAction: 'error' });
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new HttpError(400, NOT_AN_OBJECT);
  if (hasNul(value)) throw new HttpError(400, NUL_REFUSED);
  return value;
}
