import { defineConfig } from '@playwright/test';
import { chromiumArgs, e2ePaths } from './paths.cjs';

const { port, baseURL, repoRoot } = e2ePaths();

export { chromiumArgs };

export default defineConfig({
  testDir: './tests',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.playwright-results.json' }]],
  use: {
    baseURL,
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node e2e/serve-fresh.mjs',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { PORT: String(port) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
