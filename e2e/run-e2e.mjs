// End-to-end journeys in Debian's Chromium against the production build. Installs Chromium with
// apt-get when it is missing (Playwright downloads no browser on this kind of machine).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  console.log('> installing Chromium from Debian packages');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, { stdio: 'inherit' });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureChromium();
  execSync('npx playwright test', { stdio: 'inherit', cwd: new URL('.', import.meta.url).pathname });
}
