import { GENERIC_API_ERROR, type ApiResult } from '../api/api-client';

export { SIGN_IN_PROMPT } from '../core/messages';
import { SIGN_IN_PROMPT } from '../core/messages';

/** A failed call as the store tells it: HTTP status and, when the server chose one, its text. */
export interface ApiFailure {
  status: number;
  message?: string;
}

/**
 * The one rule for what a visitor reads after a failed call. A refusal the server explains in
 * the spec's words (4xx with a Message: 'Sold Out', 'The promo code you submitted is invalid…')
 * is shown as is, and so is a 503's explanation; 401 asks the visitor to sign in; anything else (5xx, network, a 4xx with no
 * text) is the spec's generic 'Oops, something went wrong. Please try again.'.
 */
export function visitorMessage(result: ApiFailure | ApiResult<unknown>): string {
  if ('success' in result && result.success) return '';
  if (result.status === 401) return result.message || SIGN_IN_PROMPT;
  if (result.status >= 400 && result.status < 500 && result.message) return result.message;
  // A service that is down for a moment may say what it means for the visitor ('Your card was not
  // charged'); any other server failure stays generic.
  if (result.status === 503 && result.message) return result.message;
  return GENERIC_API_ERROR;
}
