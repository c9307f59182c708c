import type { CatalogRegistry } from './catalog';
import type { Db } from './db';
import type { LineServices } from './line-services';
import type { SessionStore } from './session';

/** What the composing server hands every line's API plugin. */
export interface LinePluginOptions {
  db: Db;
  catalog: CatalogRegistry;
  sessions: SessionStore;
  /** The people directory and the mailer, provided by the account line, used by any line. */
  services: LineServices;
}

/** What every line's server package exports as `line` from its `server/plugin.ts`. */
export interface LineServer {
  /** Folder of the line's package (e.g. 'mfe-lodging'); its build is served at /remotes/<name without mfe->/. */
  packageName: string;
  migrations: import('./db').MigrationSet[];
  plugin: import('fastify').FastifyPluginAsync<LinePluginOptions>;
  /** Idempotent: inserts the demo catalog when it is missing. */
  seed: (db: Db) => Promise<void>;
  /** Timed work (sweeps); each runs once across processes under an advisory lock. */
  jobs?: import('./jobs').ScheduledJob[];
  /** Runs once at start-up after migrations and seeds (settling work a crash left behind). */
  onStart?: (db: Db) => Promise<void>;
  /** The answers its page routes' first screens are drawn from on the server (see page-data.ts). */
  pageData?: (db: Db) => import('./page-data').PageDataProvider;
  /**
   * Image proxy addresses its pages may put first (fetched with the page, so they decide its
   * largest paint): the started store renders them once, so no visitor after a deploy waits for a
   * resize on a page's first screen.
   */
  firstPictures?: (db: Db) => Promise<string[]>;
  /**
   * The cart line's count for the page being written, so the header is right at once and the cart
   * remote need not load on a page that does not use it. Called once its plugin is registered.
   */
  pageCart?: () => (request: import('fastify').FastifyRequest) => Promise<PageCart>;
}

/** What the page tells the browser of the visitor's cart (the bus's cart$ shape). */
export interface PageCart {
  cartId: string | null;
  cartCount: number;
  cartUrl: string;
}
