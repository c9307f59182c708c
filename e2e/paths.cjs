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
  };
}

module.exports = { e2ePaths };
