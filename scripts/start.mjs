// npm start: install if needed, build every package with turbo, serve the store on :3000 over
// the embedded database (or PostgreSQL when DATABASE_URL is set).
import { spawn } from 'node:child_process';
import { ensureInstall, run } from './ensure-install.mjs';

process.chdir(new URL('..', import.meta.url).pathname);
ensureInstall();
run('npx turbo run build --concurrency=2');

const server = spawn(process.execPath, ['--import', 'tsx', 'shell/server/main.ts'], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
