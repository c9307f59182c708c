import paths from '../paths.cjs';
import { ensureChromium } from '../run-e2e.mjs';

const { chromiumArgs } = paths;

/** Debian's Chromium as the benches drive it, with the journeys' flags. */
export async function launchChromium() {
  ensureChromium();
  const { chromium } = await import('@playwright/test');
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: chromiumArgs,
  });
}
