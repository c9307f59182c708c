import path from 'node:path';
import { openDatabase, runMigrations } from '@resort/shared/server';
import { buildApp } from './app';
import { allMigrations, lines } from './lines';

async function main() {
  const url = process.env.DATABASE_URL;
  const dataDir = process.env.PGLITE_DIR ?? path.resolve(__dirname, '..', '..', '.data', 'pglite');
  const handle = await openDatabase(url ? { url } : { dataDir });
  await runMigrations(handle, allMigrations());
  for (const line of lines) await line.seed(handle.db);

  const app = await buildApp({ db: handle.db, logger: process.env.LOG_REQUESTS === '1' });
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: closing`);
    await app.close().catch(() => undefined);
    // PGlite must be closed to flush its data folder.
    await handle.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port, host });
  console.log(`Resort storefront on http://localhost:${port} (${handle.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${dataDir}`})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
