import { ensureChromium } from '../run-e2e.mjs';

/** Debian's Chromium as the benches drive it: headless, without background traffic that would skew a figure. */
export async function launchChromium() {
  ensureChromium();
  const { chromium } = await import('@playwright/test');
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
