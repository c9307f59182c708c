import { useEffect } from 'react';
import { getCsrfToken, navigate, setCsrfToken } from '@resort/shared';
import { getSession } from '../api/get-session';
import { announceSession } from '../model/announce-session';
import { logOut } from '../model/log-out';
import { sessionFromPage, toSessionState } from '../model/session-state';

/** The shell's header asks for a sign-out with this window event. */
export const LOGOUT_EVENT = 'resort:logout';

/**
 * Rendered on every page: announces the visitor's session to the other remotes at start, and
 * signs out when the header asks. Renders nothing.
 */
export function SessionSync() {
  useEffect(() => {
    let cancelled = false;
    const fromPage = sessionFromPage();
    if (fromPage) {
      announceSession(fromPage);
    } else {
      void getSession().then((result) => {
        if (cancelled || !result.success) return;
        // A page without the token in its markup gets it from here, for its later POSTs.
        if (!getCsrfToken() && result.data.csrfToken) setCsrfToken(result.data.csrfToken);
        const state = toSessionState(result.data);
        if (state) announceSession(state);
      });
    }

    const onLogout = async () => {
      const done = await logOut();
      // The account pages show a signed-in visitor's data; nothing of it may stay on screen.
      if (done && window.location.pathname.startsWith('/account')) navigate('/');
    };
    window.addEventListener(LOGOUT_EVENT, onLogout);
    return () => {
      cancelled = true;
      window.removeEventListener(LOGOUT_EVENT, onLogout);
    };
  }, []);
  return null;
}
