/** Spec section 3: the session keys cleared on logout. */
export const LOGOUT_CLEARED_KEYS = ['accountNotification', 'benefitsBanner', 'navNotification'] as const;

export function clearLogoutKeys(): void {
  try {
    for (const key of LOGOUT_CLEARED_KEYS) window.sessionStorage.removeItem(key);
  } catch {
    // Storage can be switched off by the browser; there is nothing to clear then.
  }
}
