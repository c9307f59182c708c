import { postLogout } from '../api/post-logout';
import { announceSession } from './announce-session';
import { clearLogoutKeys } from './session-keys';
import { SIGNED_OUT } from './session-state';

/** Signs the visitor out; true when the server ended the session. */
export async function logOut(): Promise<boolean> {
  const result = await postLogout();
  if (!result.success) return false;
  clearLogoutKeys();
  announceSession(SIGNED_OUT);
  return true;
}
