import { type Browser, expect, test } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { e2ePaths } from '../paths.cjs';
import { serveStatic } from './static-origin';

// A lodging canary served from another origin: placed per visitor, moved with remotes.json while
// the store runs, and falling back to the stable build when its origin is down.

const { repoRoot, remotesFile } = e2ePaths();
const CANARY_PORT = Number(process.env.E2E_PORT ?? 3000) + 1;
const CANARY_ORIGIN = `http://127.0.0.1:${CANARY_PORT}`;

/** One new visitor's two page views of lodging: whether each loaded the remote from the canary. */
async function visit(browser: Browser, baseURL: string): Promise<boolean[]> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const views: boolean[] = [];
  try {
    for (let view = 0; view < 2; view += 1) {
      let fromCanary = false;
      const listener = (response: { url(): string; ok(): boolean }) => {
        if (response.url().startsWith(`${CANARY_ORIGIN}/`) && response.url().endsWith('/remoteEntry.js') && response.ok())
          fromCanary = true;
      };
      page.on('response', listener);
      await page.goto('/lodging');
      await expect(page.locator('#app-lodging')).not.toBeEmpty();
      await expect(page.getByTestId('unavailable-lodging')).toHaveCount(0);
      page.off('response', listener);
      views.push(fromCanary);
    }
  } finally {
    await context.close();
  }
  return views;
}

test('a lodging canary reaches its share of new visitors, each keeps it, and a canary that is down falls back', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const original = readFileSync(remotesFile, 'utf8');
  const setPercent = (percent: number) => {
    const remotes = JSON.parse(original);
    remotes.lodging.canary = { entry: `${CANARY_ORIGIN}/mf-manifest.json`, percent };
    writeFileSync(remotesFile, JSON.stringify(remotes, null, 2));
  };
  const canary = await serveStatic(path.join(repoRoot, 'mfe-lodging', 'dist'), CANARY_PORT);
  let canaryUp = true;
  try {
    setPercent(50);
    const visits: boolean[][] = [];
    for (let i = 0; i < 24; i += 1) visits.push(await visit(browser, baseURL!));
    const inCanary = visits.filter(([first]) => first).length;
    console.log(`canary at 50 %: ${inCanary} of 24 new visitors loaded lodging from ${CANARY_ORIGIN}`);
    // Sessions are random, so the count is a draw of 24 at one half: 4-20 holds in all but 0.15 % of runs.
    expect(inCanary).toBeGreaterThanOrEqual(4);
    expect(inCanary).toBeLessThanOrEqual(20);
    // Each visitor's second page view used the build of their first.
    expect(visits.every(([first, second]) => first === second)).toBe(true);

    setPercent(0);
    for (let i = 0; i < 4; i += 1) expect(await visit(browser, baseURL!)).toEqual([false, false]);
    setPercent(100);
    for (let i = 0; i < 4; i += 1) expect(await visit(browser, baseURL!)).toEqual([true, true]);

    // The canary's origin goes down: visitors in it still get a working lodging page (stable build).
    await new Promise((resolve) => canary.close(resolve));
    canaryUp = false;
    expect(await visit(browser, baseURL!)).toEqual([false, false]);
  } finally {
    writeFileSync(remotesFile, original);
    if (canaryUp) canary.close();
  }
});
