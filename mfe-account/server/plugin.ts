import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { useContracts, type LinePluginOptions, type LineServer } from '@resort/shared/server';
import { registerAccountRoutes } from './routes/account';
import { seed } from './seed';
import { SESSION_SWEEP } from './sessions';

// The account line sells nothing, so it registers no catalog provider.
const plugin: FastifyPluginAsync<LinePluginOptions> = async (app, { db, sessions }) => {
  registerAccountRoutes(useContracts(app), { db, sessions });
};

export const line: LineServer = {
  packageName: 'mfe-account',
  migrations: [{ schema: 'account', folder: path.join(__dirname, 'migrations') }],
  plugin,
  seed,
  // Started by the shell once the app is ready, and run once across processes.
  jobs: [SESSION_SWEEP],
};
