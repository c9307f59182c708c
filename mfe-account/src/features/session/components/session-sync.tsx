import { useEffect, useState } from 'react';
import { ACCOUNT_REMOTE, getCsrfToken, getEventBus, markRemoteListening, navigate, setCsrfToken } from '@resort/shared';
import { useSessionQuery } from '../api/get-session';
import { announceSession } from '../model/announce-session';
import { useLogOut } from '../model/log-out';
import { sessionFromBus, toSessionState } from '../model/session-state';
import { useForgetVisitorDataOnChange } from '../model/visitor-data';

/**
 * Rendered on every page. Takes the session the shell put on the bus at start (asking the
 * server only when there is none, or none of a usable shape), signs out when a remote asks on
 * the bus (the header's Sign out button), and forgets the visitor's cached data when the visitor
 * changes. Renders nothing.
 */
export function SessionSync() {
  const [fromBus] = useState(sessionFromBus);
  const server = useSessionQuery({ enabled: fromBus === null });
  const { mutate: logOut } = useLogOut();

  // The server is the authority when the page could not say who the visitor is.
  useEffect(() => {
    if (!server.data) return;
    // A page without the token in its markup gets it from here, for its later POSTs.
    if (!getCsrfToken() && server.data.csrfToken) setCsrfToken(server.data.csrfToken);
    const state = toSessionState(server.data);
    if (state) announceSession(state);
  }, [server.data]);

  useEffect(() => {
    const requests = getEventBus().logoutRequest$.subscribe(() =>
      logOut(undefined, {
        // The account pages show a signed-in visitor's data; nothing of it may stay on screen.
        onSuccess: () => {
          if (window.location.pathname.startsWith('/account')) navigate('/');
        },
      }),
    );
    return () => requests.unsubscribe();
  }, [logOut]);

  // The shell loads this remote on a page's first need of it (the header's Sign out): the request
  // is published once it is heard.
  useEffect(() => markRemoteListening(ACCOUNT_REMOTE), []);

  useForgetVisitorDataOnChange();

  return null;
}
