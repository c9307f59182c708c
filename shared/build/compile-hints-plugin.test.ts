/** @jest-environment node */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack, { type Configuration } from 'webpack';
import { CompileHintsPlugin, HINT } from './compile-hints-plugin.cjs';

// Real production builds of two small projects: a host whose start imports its next step lazily, and
// a federation remote. The start's files begin with the eager-compile hint; a later need's do not.

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function write(files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
}

function build(config: Configuration): Promise<void> {
  return new Promise((resolve, reject) => {
    webpack(
      { mode: 'production', context: dir, output: { path: path.join(dir, 'dist'), chunkFilename: '[name].[contenthash:8].js' }, ...config },
      (error, stats) => {
        if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
        else resolve();
      },
    );
  });
}

/** Each built script whose text contains `marker`: whether it begins with the hint. */
function hinted(marker: string): boolean[] {
  const out = path.join(dir, 'dist');
  return readdirSync(out)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(out, file), 'utf8'))
    .filter((text) => text.includes(marker))
    .map((text) => text.startsWith(HINT));
}

test("a host's entry and what its start imports begin with the hint; what a click imports later does not", async () => {
  write({
    'index.js': `import('./start').then((m) => m.start());`,
    'start.js': `export function start() { console.log('start-step'); document.onclick = () => import('./later').then((m) => m.later()); }`,
    'later.js': `export function later() { console.log('later-step'); }`,
  });
  await build({ entry: { main: './index.js' }, plugins: [new CompileHintsPlugin()] });
  expect(readFileSync(path.join(dir, 'dist', 'main.js'), 'utf8').startsWith(HINT)).toBe(true);
  expect(hinted('start-step')).toEqual([true]);
  expect(hinted('later-step')).toEqual([false]);
}, 60000);

test("a remote's entry and its exposed module begin with the hint; a dialog it loads on a need does not", async () => {
  write({
    'app.js': `import { part } from './part'; export function mount() { part(); console.log('app-step'); return () => import('./dialog'); }`,
    'part.js': `export function part() { console.log('part-step'); }`,
    'dialog.js': `export function open() { console.log('dialog-step'); }`,
  });
  await build({
    entry: {},
    output: { path: path.join(dir, 'dist'), publicPath: 'auto', uniqueName: 'fixture' },
    plugins: [
      new ModuleFederationPlugin({
        name: 'fixture',
        filename: 'remoteEntry.js',
        exposes: { './app': './app.js' },
        dts: false,
        manifest: false,
      }),
      new CompileHintsPlugin(),
    ],
  });
  expect(readFileSync(path.join(dir, 'dist', 'remoteEntry.js'), 'utf8').startsWith(HINT)).toBe(true);
  expect(hinted('app-step')).toEqual([true]);
  expect(hinted('part-step')).toEqual([true]);
  expect(hinted('dialog-step')).toEqual([false]);
}, 60000);
