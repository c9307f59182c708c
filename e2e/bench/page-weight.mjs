// Page weight of the home page: JavaScript per package (raw, gzip, what crossed the wire) and how
// many copies of each shared library the page loaded.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from './chromium.mjs';
import { repoRoot } from './store.mjs';

const SHARED = [
  'react',
  'react-dom',
  'styled-components',
  'luxon',
  'single-spa',
  'single-spa-react',
  'zod',
  '@tanstack/react-query',
  '@resort/shared',
];

/** Which shared library each built file belongs to, from every package's mf-manifest.json. */
function sharedFileIndex() {
  const index = new Map();
  for (const dir of readdirSync(repoRoot)) {
    const manifest = path.join(repoRoot, dir, 'dist', 'mf-manifest.json');
    if (!existsSync(manifest)) continue;
    const m = JSON.parse(readFileSync(manifest, 'utf8'));
    for (const s of m.shared ?? []) {
      // 'react-dom/client' and the like count towards their package.
      const lib = s.name.startsWith('@') ? s.name.split('/').slice(0, 2).join('/') : s.name.split('/')[0];
      for (const file of [...(s.assets?.js?.sync ?? []), ...(s.assets?.js?.async ?? [])]) index.set(`${dir}/${file}`, lib);
    }
  }
  return index;
}

function ownerOf(url) {
  const u = new URL(url);
  const remote = u.pathname.match(/^\/remotes\/([^/]+)\/(.+)$/);
  if (remote) return { owner: `mfe-${remote[1]}`, file: remote[2] };
  const shell = u.pathname.match(/^\/static\/(.+)$/);
  if (shell) return { owner: 'shell', file: shell[1] };
  return { owner: 'other', file: u.pathname };
}

export async function pageWeight(BASE) {
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const scripts = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    try {
      const body = await response.body();
      // What crossed the wire: the precompressed file when the server had one.
      const sent = (await response.request().sizes()).responseBodySize;
      scripts.push({ url: response.url(), raw: body.length, gzip: gzipSync(body).length, sent });
    } catch {}
  });
  await page.goto(`${BASE}/`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  await browser.close();

  const index = sharedFileIndex();
  const byOwner = new Map();
  const byShared = new Map();
  for (const s of scripts) {
    const { owner, file } = ownerOf(s.url);
    const o = byOwner.get(owner) ?? { raw: 0, gzip: 0, sent: 0, files: 0 };
    o.raw += s.raw;
    o.gzip += s.gzip;
    o.sent += s.sent;
    o.files += 1;
    byOwner.set(owner, o);
    const lib = index.get(`${owner}/${file}`);
    if (lib) {
      const e = byShared.get(lib) ?? { raw: 0, gzip: 0, copies: new Set() };
      e.raw += s.raw;
      e.gzip += s.gzip;
      e.copies.add(owner);
      byShared.set(lib, e);
    }
  }
  const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
  console.log('\nHome page JavaScript by package (raw / gzip / sent over the wire / files):');
  const total = { raw: 0, gzip: 0, sent: 0 };
  for (const [owner, o] of [...byOwner].sort()) {
    console.log(
      `  ${owner.padEnd(24)} ${kb(o.raw).padStart(11)} ${kb(o.gzip).padStart(11)} ${kb(o.sent).padStart(11)} ${String(o.files).padStart(4)}`,
    );
    total.raw += o.raw;
    total.gzip += o.gzip;
    total.sent += o.sent;
  }
  console.log(`  ${'total'.padEnd(24)} ${kb(total.raw).padStart(11)} ${kb(total.gzip).padStart(11)} ${kb(total.sent).padStart(11)}`);
  console.log('\nShared libraries on the home page (raw / gzip / copies loaded, from which build):');
  for (const lib of SHARED) {
    const e = byShared.get(lib);
    if (!e) {
      console.log(`  ${lib.padEnd(24)} not loaded as its own chunk`);
      continue;
    }
    console.log(
      `  ${lib.padEnd(24)} ${kb(e.raw).padStart(11)} ${kb(e.gzip).padStart(11)}   ${e.copies.size} (${[...e.copies].join(', ')})`,
    );
  }
  return total;
}
