/**
 * Feature flags a page's address turns on or off for the browser tab: `?<flag>=1` in any page's URL
 * turns it on (kept in sessionStorage), `?<flag>=0` off again; off by default. The shell reads the
 * address of every page it starts on, so a flag holds even for a remote that loads later.
 */
export const FEATURE_FLAGS = {
  /** The mini cart drawer after an add (issue #12), instead of the add-to-cart dialog. */
  miniCart: 'resort.flags.miniCart',
} as const;

export type FeatureFlag = keyof typeof FEATURE_FLAGS;

type FlagWindow = Pick<Window, 'location' | 'sessionStorage'>;

/** Keeps what the address says of each flag for the tab. */
export function rememberUrlFlags(win: FlagWindow = window): void {
  try {
    const query = new URLSearchParams(win.location.search);
    for (const [flag, key] of Object.entries(FEATURE_FLAGS)) {
      const asked = query.get(flag);
      if (asked === '1') win.sessionStorage.setItem(key, '1');
      if (asked === '0') win.sessionStorage.removeItem(key);
    }
  } catch {
    // Storage refused (privacy mode): every flag stays off.
  }
}

/** Whether the flag is on for this tab (the current address counts too). */
export function featureFlagOn(flag: FeatureFlag, win: FlagWindow = window): boolean {
  rememberUrlFlags(win);
  try {
    return win.sessionStorage.getItem(FEATURE_FLAGS[flag]) === '1';
  } catch {
    return false;
  }
}
