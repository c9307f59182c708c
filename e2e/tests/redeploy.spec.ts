import { expect, test } from './fixtures';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { e2ePaths } from '../paths.cjs';
import { serveStatic } from './static-origin';

const { repoRoot, remotesFile, redeployPort } = e2ePaths();
const CDN = `http://127.0.0.1:${redeployPort}`;

test('a remote rebuilt on its own and re-pointed in remotes.json is picked up without rebuilding the shell', async ({ page }) => {
  test.setTimeout(240_000);
  const shellBuild = statSync(path.join(repoRoot, 'shell', 'dist', 'main.js')).mtimeMs;
  const out = mkdtempSync(path.join(tmpdir(), 'lift-access-v2-'));
  // Only the lift-access remote is built, into its own folder.
  execFileSync('npx', ['webpack', '--mode', 'production', '--output-path', out], {
    cwd: path.join(repoRoot, 'mfe-lift-access'),
    stdio: 'ignore',
  });
  const cdn = await serveStatic(out, redeployPort);
  const original = readFileSync(remotesFile, 'utf8');
  try {
    const remotes = JSON.parse(original);
    remotes.lift_access.entry = `${CDN}/mf-manifest.json`;
    writeFileSync(remotesFile, JSON.stringify(remotes, null, 2));

    const fromCdn: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(`${CDN}/`) && response.ok()) fromCdn.push(response.url());
    });
    await page.goto('/lift-tickets');
    await expect(page.locator('#app-lift_access')).not.toBeEmpty();
    await expect(page.getByTestId('unavailable-lift_access')).toHaveCount(0);
    expect(fromCdn.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
    expect(fromCdn.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    // The shell itself was not rebuilt.
    expect(statSync(path.join(repoRoot, 'shell', 'dist', 'main.js')).mtimeMs).toBe(shellBuild);
  } finally {
    writeFileSync(remotesFile, original);
    cdn.close();
  }
});
