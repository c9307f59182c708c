// `npm start` and `npm test` work on a fresh clone: install dependencies first when they are
// missing or older than the lockfile.
import { existsSync, statSync } from 'node:fs';
import { execSync } from 'node:child_process';

export function ensureInstall() {
  const marker = 'node_modules/.package-lock.json';
  const stale =
    !existsSync(marker) || (existsSync('package-lock.json') && statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs + 1000);
  if (!stale) return;
  // `npm install` (not `npm ci`): it installs the lockfile's versions, and npm 11 as set up on these
  // machines writes lockfiles without other platforms' optional binaries, which `npm ci` rejects.
  console.log('> installing dependencies (npm install, from package-lock.json)');
  execSync('npm install --no-audit --no-fund', { stdio: 'inherit' });
}

export function run(command, env = {}) {
  console.log(`> ${command}`);
  execSync(command, { stdio: 'inherit', env: { TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', ...process.env, ...env } });
}
