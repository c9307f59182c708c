import { navigate } from '@resort/shared';
import { SIGN_IN_PATH } from '../../sign-in/model/paths';

export const UNAUTHORIZED = 401;

/** A guest on a signed-in page goes to sign-in and comes back here afterwards. */
export function redirectToSignIn(returnPath: string): void {
  navigate(`${SIGN_IN_PATH}?returnUrl=${encodeURIComponent(returnPath)}`);
}
