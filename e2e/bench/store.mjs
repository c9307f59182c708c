// Starting the compiled store (as `npm start` runs it) and the database it runs on, for the bench.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export async function waitFor(url, ms = 120_000, pollMs = 25) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, pollMs));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * A database of the bench's own: a new PostgreSQL database beside the one DATABASE_URL names
 * (default: this machine's local server), or a PGlite folder when no PostgreSQL answers.
 */
export async function benchDatabase() {
  const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    const dir = mkdtempSync(path.join(tmpdir(), 'resort-bench-'));
    return { kind: 'PGlite', env: { PGLITE_DIR: dir, DATABASE_URL: '' }, query: null, drop: async () => {} };
  }
  const name = `bench_${process.pid}_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  return {
    kind: 'PostgreSQL',
    env: { DATABASE_URL: url.toString() },
    query: (text, values) => pool.query(text, values),
    drop: async () => {
      await pool.end();
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}

/** The compiled server on `port`; answers how long it took to answer /api/health. */
export async function startStore(port, env) {
  const compiled = path.join(repoRoot, 'shell', 'dist-server', 'main.js');
  if (!existsSync(compiled)) throw new Error('Build the store first: npm run build');
  const started = performance.now();
  const child = spawn(process.execPath, [compiled], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), LOG_REQUESTS: '0', ...env },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await Promise.race([
    waitFor(`http://127.0.0.1:${port}/api/health`),
    exited.then(() => {
      throw new Error(`the store on port ${port} exited at start`);
    }),
  ]);
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    startMs: performance.now() - started,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
