import { useLogOutMutation } from '../api/log-out';
import { announceSession } from './announce-session';
import { clearLogoutKeys } from './session-keys';
import { SIGNED_OUT } from './session-state';

/**
 * Signs the visitor out. Once the server has ended the session, the session keys of spec
 * section 3 are cleared and every remote hears that nobody is signed in; when it has not, the
 * visitor stays signed in and the mutation carries the error.
 */
export function useLogOut() {
  return useLogOutMutation({
    onSuccess: () => {
      clearLogoutKeys();
      announceSession(SIGNED_OUT);
    },
  });
}
