// npm run dev: the store while you work on it. Every remote is served by webpack's dev server on
// its own port (rebuilt in memory on change), the shell is rebuilt on change, and the API restarts
// when server code changes. The store is on http://localhost:3000 as with npm start.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureInstall } from './ensure-install.mjs';

process.chdir(new URL('..', import.meta.url).pathname);
ensureInstall();

const node = existsSync('node_modules/.bin/node') ? path.resolve('node_modules/.bin/node') : process.execPath;
const webpack = path.resolve('node_modules/webpack-cli/bin/cli.js');
const remotes = JSON.parse(readFileSync('shell/remotes.json', 'utf8'));
const FIRST_PORT = Number(process.env.DEV_REMOTE_PORT ?? 3101);

// '/remotes/lodging/mf-manifest.json' is served from mfe-lodging.
const folderOf = (entry) => `mfe-${new URL(entry.entry, 'http://x').pathname.split('/')[2]}`;

// remotes.json for development: each entry points at its dev server's manifest.
const devRemotes = {};
const children = [];
const start = (label, args, options = {}) => {
  const child = spawn(node, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options, env: { ...process.env, ...options.env } });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) console.log(`[${label}] ${line}`);
    });
  }
  children.push(child);
  return child;
};

Object.entries(remotes).forEach(([name, entry], i) => {
  const folder = folderOf(entry);
  const port = FIRST_PORT + i;
  devRemotes[name] = { ...entry, entry: `http://localhost:${port}/mf-manifest.json` };
  start(folder, [webpack, 'serve', '--mode', 'development', '--port', String(port)], { cwd: folder });
});

mkdirSync('.data', { recursive: true });
const remotesFile = path.resolve('.data/dev-remotes.json');
writeFileSync(remotesFile, `${JSON.stringify(devRemotes, null, 2)}\n`);

start('shell', [webpack, '--watch', '--mode', 'development'], { cwd: 'shell' });
const lineFolders = Object.values(remotes).map(folderOf);
const watched = ['shell/server', 'shared/src', ...lineFolders.flatMap((f) => [`${f}/server`, `${f}/contract.ts`])];
start('api', [...watched.flatMap((p) => ['--watch-path', p]), '--import', 'tsx', 'shell/server/main.ts'], {
  env: { REMOTES_JSON: remotesFile, LOG_REQUESTS: process.env.LOG_REQUESTS ?? '0' },
});

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log(
  `dev: remotes on ports ${FIRST_PORT}-${FIRST_PORT + Object.keys(remotes).length - 1}, the store on http://localhost:${process.env.PORT ?? 3000}`,
);
