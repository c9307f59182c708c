import cluster from 'node:cluster';
import path from 'node:path';
import { collectProcessMetrics, metricsRegistry, openDatabase, startJobs } from '@resort/shared/server';
import { buildApp } from './app';
import { allMigrations, allSeeds, lines } from './lines';
import { homePictures } from './content/services/pages';
import { idleOf, prepareDatabase, renderPicturesAhead } from './startup';
import { clusterMetricsSource, runPrimary, STOP_GRACE_MS, workerCount } from './cluster';

/** One process of the store: the whole store alone, or one worker of the cluster. */
async function serve() {
  const url = process.env.DATABASE_URL;
  const dataDir = process.env.PGLITE_DIR ?? path.resolve(__dirname, '..', '..', '.data', 'pglite');
  const handle = await openDatabase(url ? { url } : { dataDir });
  const existing = await prepareDatabase(handle, allMigrations(), allSeeds());
  collectProcessMetrics();
  // Request logs are on unless LOG_REQUESTS=0.
  const app = await buildApp({
    db: handle.db,
    logger: process.env.LOG_REQUESTS !== '0',
    metrics: clusterMetricsSource(() => metricsRegistry.metrics()),
  });
  // Once every line's plugin is registered: settling work a crash left behind (payments caught
  // between charge and mark-paid) needs the lines' providers and the gateway.
  await app.ready();
  for (const line of lines) await line.onStart?.(handle.db);
  const stopJobs = startJobs(
    handle,
    lines.flatMap((l) => l.jobs ?? []),
    (job, error) => console.error(`job ${job.name} failed:`, error instanceof Error ? error.message : error),
  );
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';

  // Graceful stop: the server stops taking connections and answers the requests it has (Fastify
  // closes idle keep-alive connections at once), then the jobs and the pool end. A stop that takes
  // too long ends anyway: a load balancer has already stopped sending here.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: finishing requests in flight, then closing (process ${process.pid})`);
    setTimeout(() => process.exit(1), STOP_GRACE_MS).unref();
    stopJobs();
    await app.close().catch(() => undefined);
    // PGlite must be closed to flush its data folder.
    await handle.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // A worker whose primary is gone (killed outright) stops too, rather than serve on unwatched.
  if (cluster.isWorker) process.on('disconnect', () => void shutdown('primary gone'));

  await app.listen({ port, host });
  // A stop while seeding cuts it short (the pool closes under it); the next start seeds again.
  existing?.seedInBackground().catch((error) => {
    if (!closing) console.error('seeding failed:', error instanceof Error ? error.message : error);
  });
  // The pictures of home and of the lines' first screens are rendered ahead while no visitor is waiting.
  const idle = idleOf(app.server);
  Promise.all([homePictures({ db: handle.db }), ...lines.map((l) => l.firstPictures?.(handle.db) ?? [])])
    .then((pictures) => renderPicturesAhead(app, pictures.flat(), idle))
    .catch((error) => console.error('pictures were not rendered ahead:', error instanceof Error ? error.message : error));
  const where = handle.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${dataDir}`;
  console.log(`Resort storefront on http://localhost:${port} (${where}${cluster.isWorker ? `, worker ${process.pid}` : ''})`);
}

function main(): Promise<void> {
  if (cluster.isWorker) return serve();
  const { count, note } = workerCount();
  if (note) console.log(note);
  if (count === 1) return serve();
  runPrimary(count);
  return Promise.resolve();
}

main().catch((error) => {
  // A refusal (say, the test gateway in production) reads as one sentence; anything else with its stack.
  console.error('The store did not start:', error instanceof Error && !process.env.DEBUG ? error.message : error);
  process.exit(1);
});
