// Starts the store for the journeys: a fresh embedded database and a private copy of remotes.json
// (the redeploy journey re-points a remote in it while the store runs).
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { e2ePaths } from './paths.cjs';

const { dataDir, remotesFile, repoRoot, metricsToken } = e2ePaths();
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
copyFileSync(path.join(repoRoot, 'shell', 'remotes.json'), remotesFile);

const server = spawn(process.execPath, ['shell/dist-server/main.js'], {
  cwd: repoRoot,
  stdio: 'inherit',
  // Memory counters: abuse limits start afresh with each run of the journeys; every journey's
  // visitor comes from loopback, so the limits are scaled as for that many visitors.
  env: {
    ...process.env,
    PGLITE_DIR: path.join(dataDir, 'pglite'),
    REMOTES_JSON: remotesFile,
    DATABASE_URL: '',
    REDIS_URL: '',
    RATE_LIMIT_SCALE: '10',
    // The canary journey reads the count of fallbacks.
    METRICS_TOKEN: metricsToken,
    // The account journeys read their reset links on the demo's mail page.
    DEMO_MODE: '1',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
