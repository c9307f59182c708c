// npm start: install if needed, build every package with turbo, serve the store on :3000 over
// the embedded database (one process), or PostgreSQL when DATABASE_URL is set (one worker per
// core, WORKERS=N to choose: shell/server/cluster.ts). SIGINT/SIGTERM are passed on for a graceful stop.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureInstall, run } from './ensure-install.mjs';

process.chdir(new URL('..', import.meta.url).pathname);
ensureInstall();
run('npx turbo run build --concurrency=2');

// The compiled server (shell/dist-server), started with plain node: the project's Node 24 (the
// `node` package), whichever node ran this script.
const node = existsSync('node_modules/.bin/node') ? 'node_modules/.bin/node' : process.execPath;
// A demonstration store: DEMO_MODE=1 serves the demo's mail page (/account/dev/outbox), which no
// store started any other way serves, and the built-in test gateway.
const server = spawn(node, ['shell/dist-server/main.js'], { stdio: 'inherit', env: { ...process.env, DEMO_MODE: '1' } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
