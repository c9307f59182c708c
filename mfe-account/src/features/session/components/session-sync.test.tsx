import { mockApi, renderInRemote } from '@resort/shared/testing';
import { act, waitFor } from '@testing-library/react';
import { BUS_V, getCsrfToken, getEventBus, navigate, setCsrfToken } from '@resort/shared';
import { freshBus } from '../../../../test/fresh-bus';
import { LOGOUT_CLEARED_KEYS } from '../model/session-keys';
import { VISITOR_DATA_KEY } from '../model/visitor-data';
import { SessionSync } from './session-sync';

jest.mock('@resort/shared', () => ({ ...jest.requireActual('@resort/shared'), navigate: jest.fn() }));
const fetchSession = mockApi('GET', '/api/account/session');
const logout = mockApi('POST', '/api/account/logout');
const go = jest.mocked(navigate);

const alex = { id: 'u1', email: 'demo@resort.test', firstName: 'Alex', lastName: 'Skier' };

/** What the shell does at start: the page's session on the bus, which replays it to every remote. */
const shellPublishes = (session: unknown) => getEventBus().publishRaw('session', { version: 1, ...(session as object) });

describe('session sync (on every page)', () => {
  beforeEach(() => {
    fetchSession.mockReset();
    logout.mockReset();
    go.mockReset();
    setCsrfToken(null);
    window.history.pushState({}, '', '/');
  });

  it('takes the session the shell put on the bus without asking the server, and announces no second one', () => {
    const seen = freshBus();
    shellPublishes({ signedIn: true, user: alex });
    renderInRemote(<SessionSync />);
    expect(seen).toEqual([{ version: 1, signedIn: true, user: alex }]);
    expect(fetchSession).not.toHaveBeenCalled();
  });

  it('asks the server when the bus carries no session, and keeps its token', async () => {
    const seen = freshBus();
    fetchSession.mockResolvedValue({ success: true, status: 200, data: { signedIn: false, user: null, csrfToken: 'tok-1' } });
    renderInRemote(<SessionSync />);
    await waitFor(() => expect(seen).toEqual([{ version: 1, v: BUS_V, signedIn: false, user: null }]));
    expect(getCsrfToken()).toBe('tok-1');
  });

  it('ignores a session of the wrong shape on the bus and asks the server instead', async () => {
    const seen = freshBus();
    expect(shellPublishes({ signedIn: true, user: { id: 7 } })).toBe(true);
    fetchSession.mockResolvedValue({ success: true, status: 200, data: { signedIn: true, user: alex, csrfToken: 't' } });
    renderInRemote(<SessionSync />);
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ signedIn: true, user: alex }));
    // The shell's malformed one, then the server's answer, announced once.
    expect(seen).toHaveLength(2);
  });

  it('signs out on a logout request on the bus and clears the session keys of spec section 3', async () => {
    const seen = freshBus();
    shellPublishes({ signedIn: true, user: alex });
    for (const key of LOGOUT_CLEARED_KEYS) window.sessionStorage.setItem(key, 'shown');
    window.sessionStorage.setItem('cartDrawer', 'open');
    logout.mockResolvedValue({ success: true, status: 200, data: { signedIn: false, user: null } });
    window.history.pushState({}, '', '/account/orders');
    renderInRemote(<SessionSync />);

    act(() => {
      getEventBus().publishLogoutRequest();
    });
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ signedIn: false, user: null }));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(['accountNotification', 'benefitsBanner', 'navNotification'].map((k) => window.sessionStorage.getItem(k))).toEqual([
      null,
      null,
      null,
    ]);
    expect(window.sessionStorage.getItem('cartDrawer')).toBe('open');
    expect(go).toHaveBeenCalledWith('/');
  });

  it('keeps the visitor signed in when the server could not sign them out', async () => {
    const seen = freshBus();
    shellPublishes({ signedIn: true, user: alex });
    window.sessionStorage.setItem('navNotification', 'shown');
    logout.mockResolvedValue({ success: false, status: 500, data: 'unknown error' as never });
    renderInRemote(<SessionSync />);
    act(() => {
      getEventBus().publishLogoutRequest();
    });
    await waitFor(() => expect(logout).toHaveBeenCalled());
    await Promise.resolve();
    expect(seen).toHaveLength(1);
    expect(window.sessionStorage.getItem('navNotification')).toBe('shown');
  });

  it('stops listening for logout requests when it unmounts', async () => {
    freshBus();
    shellPublishes({ signedIn: true, user: alex });
    logout.mockResolvedValue({ success: true, status: 200, data: { signedIn: false, user: null } });
    const { unmount } = renderInRemote(<SessionSync />);
    unmount();
    getEventBus().publishLogoutRequest();
    // A mutation calls the server a few ticks later; give it the time.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(logout).not.toHaveBeenCalled();
  });

  it("forgets the previous visitor's cached account data when someone else signs in on the page", () => {
    freshBus();
    shellPublishes({ signedIn: true, user: alex });
    const { client } = renderInRemote(<SessionSync />);
    const profileKey = [...VISITOR_DATA_KEY, 'profile'];
    client.setQueryData(profileKey, { user: alex });

    // The same visitor again keeps it; another one does not find it.
    act(() => {
      getEventBus().publishSession({ signedIn: true, user: alex });
    });
    expect(client.getQueryData(profileKey)).toEqual({ user: alex });
    act(() => {
      getEventBus().publishSession({ signedIn: true, user: { ...alex, id: 'u2', email: 'blair@example.com' } });
    });
    expect(client.getQueryData(profileKey)).toBeUndefined();
  });
});
