import React from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { getCsrfToken, navigate, setCsrfToken } from '@resort/shared';
import { freshBus } from '../../../../test/fresh-bus';
import { getSession } from '../api/get-session';
import { postLogout } from '../api/post-logout';
import { LOGOUT_CLEARED_KEYS } from '../model/session-keys';
import { LOGOUT_EVENT, SessionSync } from './session-sync';

jest.mock('../api/get-session');
jest.mock('../api/post-logout');
jest.mock('@resort/shared', () => ({ ...jest.requireActual('@resort/shared'), navigate: jest.fn() }));
const fetchSession = jest.mocked(getSession);
const logout = jest.mocked(postLogout);
const go = jest.mocked(navigate);

const alex = { id: 'u1', email: 'demo@resort.test', firstName: 'Alex', lastName: 'Skier' };

describe('session sync (on every page)', () => {
  beforeEach(() => {
    delete window.__RESORT_SESSION__;
    fetchSession.mockReset();
    logout.mockReset();
    go.mockReset();
    setCsrfToken(null);
    window.history.pushState({}, '', '/');
  });

  it('announces the session written into the page without asking the server', () => {
    const seen = freshBus();
    window.__RESORT_SESSION__ = { signedIn: true, user: alex };
    render(<SessionSync />);
    expect(seen).toEqual([{ version: 1, signedIn: true, user: alex }]);
    expect(fetchSession).not.toHaveBeenCalled();
  });

  it('asks the server when the page carries no session, and keeps its token', async () => {
    const seen = freshBus();
    fetchSession.mockResolvedValue({ success: true, status: 200, data: { signedIn: false, user: null, csrfToken: 'tok-1' } });
    render(<SessionSync />);
    await waitFor(() => expect(seen).toEqual([{ version: 1, signedIn: false, user: null }]));
    expect(getCsrfToken()).toBe('tok-1');
  });

  it('ignores page data of the wrong shape and asks the server instead', async () => {
    const seen = freshBus();
    window.__RESORT_SESSION__ = { signedIn: true, user: { id: 7 } };
    fetchSession.mockResolvedValue({ success: true, status: 200, data: { signedIn: true, user: alex, csrfToken: 't' } });
    render(<SessionSync />);
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ signedIn: true, user: alex }));
    expect(seen).toHaveLength(1);
  });

  it("signs out on 'resort:logout' and clears the session keys of spec section 3", async () => {
    const seen = freshBus();
    window.__RESORT_SESSION__ = JSON.stringify({ signedIn: true, user: alex });
    for (const key of LOGOUT_CLEARED_KEYS) window.sessionStorage.setItem(key, 'shown');
    window.sessionStorage.setItem('cartDrawer', 'open');
    logout.mockResolvedValue({ success: true, status: 200, data: { signedIn: false } });
    window.history.pushState({}, '', '/account/orders');
    render(<SessionSync />);

    act(() => {
      window.dispatchEvent(new Event(LOGOUT_EVENT));
    });
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ signedIn: false, user: null }));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(['accountNotification', 'benefitsBanner', 'navNotification'].map((k) => window.sessionStorage.getItem(k))).toEqual([null, null, null]);
    expect(window.sessionStorage.getItem('cartDrawer')).toBe('open');
    expect(go).toHaveBeenCalledWith('/');
  });

  it('keeps the visitor signed in when the server could not sign them out', async () => {
    const seen = freshBus();
    window.__RESORT_SESSION__ = { signedIn: true, user: alex };
    window.sessionStorage.setItem('navNotification', 'shown');
    logout.mockResolvedValue({ success: false, status: 500, data: 'unknown error' as never });
    render(<SessionSync />);
    act(() => {
      window.dispatchEvent(new Event(LOGOUT_EVENT));
    });
    await waitFor(() => expect(logout).toHaveBeenCalled());
    await Promise.resolve();
    expect(seen).toHaveLength(1);
    expect(window.sessionStorage.getItem('navNotification')).toBe('shown');
  });
});
