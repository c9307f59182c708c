// `npm start` and `npm test` work on a fresh clone: install dependencies first when they are
// missing or older than the lockfile.
import { existsSync, statSync } from 'node:fs';
import { execSync } from 'node:child_process';

export function ensureInstall() {
  const marker = 'node_modules/.package-lock.json';
  const stale = !existsSync(marker) || (existsSync('package-lock.json') && statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs + 1000);
  if (!stale) return;
  console.log('> installing dependencies (npm ci)');
  execSync(existsSync('package-lock.json') ? 'npm ci --no-audit --no-fund' : 'npm install --no-audit --no-fund', { stdio: 'inherit' });
}

export function run(command, env = {}) {
  console.log(`> ${command}`);
  execSync(command, { stdio: 'inherit', env: { TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', ...process.env, ...env } });
}
