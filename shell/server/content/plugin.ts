import type { FastifyPluginAsync } from 'fastify';
import { useContracts, type LinePluginOptions } from '@resort/shared/server';
import path from 'node:path';
import type { MigrationSet } from '@resort/shared/server';
import { registerImageRoute } from './routes/image';
import { registerPageRoutes } from './routes/pages';
import { registerAnalyticsRoute } from './routes/analytics';
import { registerOfferRoute } from './routes/offers';
import { registerFormRoutes } from './routes/forms';
import { registerOtherRoutes } from './routes/ratings';
import { databaseOfferProvider, OfferService, type OfferProvider } from './services/offers';
export { seed as seedContent } from './seed';
import { defaultImageSources, ImageProxy } from './services/image-proxy';

export interface ContentPluginOptions extends LinePluginOptions {
  /** Package folders whose builds are listed image sources ('/remotes/<line>/…'). */
  remotePackages: string[];
  /** The image proxy (one per process, so its cache is shared). */
  imageProxy?: ImageProxy;
  /** The personalisation service (the offers in `content.offers` by default; tests give a slow one). */
  offerProvider?: OfferProvider;
  offerTimeoutMs?: number;
}

/**
 * The shell's content module, shaped like a line: the image proxy now; content blocks, weather,
 * analytics and forms keep their data in the 'content' schema. It gets the same LineServices the
 * lines get (the mailer for the contact forms).
 */
export const contentPlugin: FastifyPluginAsync<ContentPluginOptions> = async (app, opts) => {
  const api = useContracts(app);
  registerImageRoute(api, { proxy: opts.imageProxy ?? new ImageProxy(), folders: defaultImageSources(opts.remotePackages) });
  registerPageRoutes(api, { db: opts.db });
  registerAnalyticsRoute(api, { db: opts.db });
  registerFormRoutes(api, { db: opts.db, services: opts.services });
  registerOtherRoutes(api, { db: opts.db, services: opts.services });
  registerOfferRoute(api, {
    offers: new OfferService({ provider: opts.offerProvider ?? databaseOfferProvider(opts.db), timeoutMs: opts.offerTimeoutMs }),
  });
};

/** The content schema's committed migrations, run at start with the lines' (shell/server/main.ts). */
export const contentMigrations: MigrationSet[] = [{ schema: 'content', folder: path.join(__dirname, 'migrations') }];
