import { type APIRequestContext, type Browser, expect, test } from './fixtures';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { e2ePaths } from '../paths.cjs';
import { serveStatic } from './static-origin';

// A lodging canary served from another origin: placed per visitor, moved with remotes.json while
// the store runs, and falling back to the stable build when its origin is down.

const { repoRoot, remotesFile, canaryPort: CANARY_PORT, metricsToken } = e2ePaths();
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

/**
 * A copy of lodging's build whose app throws when single-spa mounts it (the same build otherwise:
 * same chunk names and ids, the case where a stable build could take a canary's chunks for its own).
 */
function throwingLodgingBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lodging-throws-'));
  cpSync(path.join(repoRoot, 'mfe-lodging', 'dist'), dir, { recursive: true });
  const exposed = readdirSync(dir).find((file) => /^__federation_expose_app\..*\.js$/.test(file));
  if (!exposed) throw new Error('lodging has no built ./app');
  const code = readFileSync(path.join(dir, exposed), 'utf8');
  const call = /\(0,(\w+)\.remoteApplication\)\("lodging",/;
  if (!call.test(code)) throw new Error(`${exposed} does not call remoteApplication("lodging", …)`);
  writeFileSync(
    path.join(dir, exposed),
    code.replace(call, '(0,(n,R)=>({...$1.remoteApplication(n,R),mount:async()=>{throw new Error("canary mount fails")}}))("lodging",'),
  );
  return dir;
}

async function fallbacksCounted(request: APIRequestContext, reason: string): Promise<number> {
  const text = await (await request.get('/metrics', { headers: { authorization: `Bearer ${metricsToken}` } })).text();
  const series = text
    .split('\n')
    .find((line) =>
      line.startsWith(`resort_remote_fallbacks_total{remote="lodging",build="${CANARY_ORIGIN}/mf-manifest.json",reason="${reason}"}`),
    );
  return series ? Number(series.split(' ').pop()) : 0;
}

test('a lodging canary whose app throws on mount gives its visitors the stable build, and the store counts the fallback', async ({
  browser,
  baseURL,
  request,
}) => {
  const original = readFileSync(remotesFile, 'utf8');
  const build = throwingLodgingBuild();
  const canary = await serveStatic(build, CANARY_PORT);
  try {
    const remotes = JSON.parse(original);
    remotes.lodging.canary = { entry: `${CANARY_ORIGIN}/mf-manifest.json`, percent: 100 };
    writeFileSync(remotesFile, JSON.stringify(remotes, null, 2));
    const before = await fallbacksCounted(request, 'mount');

    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    let canaryCode = false;
    page.on('response', (response) => {
      if (response.url().startsWith(`${CANARY_ORIGIN}/`) && /__federation_expose_app\./.test(response.url()) && response.ok())
        canaryCode = true;
    });
    const reported = page.waitForResponse((response) => response.url().endsWith('/api/remote-fallbacks'));
    await page.goto('/lodging');
    // The canary's app was loaded and threw; the stable build's lodging page is there and works.
    await expect(page.locator('#app-lodging')).not.toBeEmpty();
    await page.getByRole('button', { name: 'Search lodging' }).click();
    await expect(page).toHaveURL(/arrivaldate=/);
    await expect(page.getByTestId('lodging-results')).toContainText(/· \d+ propert(y|ies)/);
    await expect(page.getByTestId('unavailable-lodging')).toHaveCount(0);
    expect(canaryCode).toBe(true);
    const answer = await reported;
    expect(answer.status()).toBe(200);
    expect((await answer.json()).data).toEqual({ counted: true });
    expect(await fallbacksCounted(request, 'mount')).toBe(before + 1);
    await context.close();
  } finally {
    writeFileSync(remotesFile, original);
    canary.close();
    rmSync(build, { recursive: true, force: true });
  }
});
