const { tmpdir } = require('node:os');
const path = require('node:path');

/** Fixed per port, so the config, the server and the tests agree on them in every process. */
function e2ePaths(port = Number(process.env.E2E_PORT || 3300)) {
  const dataDir = path.join(tmpdir(), `resort-e2e-${port}`);
  return {
    port,
    baseURL: `http://127.0.0.1:${port}`,
    dataDir,
    remotesFile: path.join(dataDir, 'remotes.json'),
    repoRoot: path.resolve(__dirname, '..'),
    // Second origins standing in for a team's CDN, beside the store's port (within the run's range).
    canaryPort: port + 1,
    redeployPort: port + 2,
    // The bearer token of the journeys' store's /metrics.
    metricsToken: 'e2e-metrics-token',
  };
}

/** Debian's Chromium as the journeys and the benches run it: headless, without background traffic. */
const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

module.exports = { e2ePaths, chromiumArgs };
