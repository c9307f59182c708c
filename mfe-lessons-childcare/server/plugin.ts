import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { LinePluginOptions, LineServer } from '@resort/shared/server';
import { activitiesRoutes } from './activities-routes';
import { activitiesProvider, lessonsProvider } from './catalog';
import { childcareRoutes } from './childcare-routes';
import { lessonsRoutes } from './lessons-routes';
import { seed } from './seed';

const plugin: FastifyPluginAsync<LinePluginOptions> = async (app, opts) => {
  const { db, catalog, sessions } = opts;
  catalog.register(lessonsProvider(db));
  catalog.register(activitiesProvider(db));
  // Only the line's options go down: the caller's prefix is already applied to this plugin.
  await app.register(lessonsRoutes, { db, catalog, sessions });
  await app.register(activitiesRoutes, { db, catalog, sessions });
  await app.register(childcareRoutes, { db, catalog, sessions });
};

export const line: LineServer = {
  packageName: 'mfe-lessons-childcare',
  // One journal for the line's three schemas (lessons, childcare, activities).
  migrations: [{ schema: 'lessons', folder: path.join(__dirname, 'migrations') }],
  plugin,
  seed,
};
