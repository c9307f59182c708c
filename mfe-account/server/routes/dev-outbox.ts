import { desc } from 'drizzle-orm';
import { ok, type ContractApp } from '@resort/shared/server';
import { accountContract as c } from '../../contract';
import { outbox } from '../schema';
import type { AccountRouteDeps } from './account';

/** How many outbox messages the development page shows, newest first. */
const OUTBOX_PAGE = 50;

/**
 * The demo reads its mail here, reset links included, so the page is for a demonstration store
 * only: the plugin registers it when the store runs with DEMO_MODE=1 (set by `npm start`), never
 * by default, whatever NODE_ENV says.
 */
export const servesDemoOutbox = (env: NodeJS.ProcessEnv): boolean => env.DEMO_MODE === '1';

export function registerOutboxRoute(api: ContractApp, { db }: Pick<AccountRouteDeps, 'db'>) {
  api.get('/account/dev/outbox', { schema: { summary: 'Development outbox', tags: ['account'], ...c.outbox } }, async () => {
    const rows = await db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(OUTBOX_PAGE);
    return ok({
      messages: rows.map((m) => ({
        id: m.id,
        recipient: m.recipient,
        subject: m.subject,
        body: m.body,
        createdAt: m.createdAt.toISOString(),
        sentAt: m.sentAt ? m.sentAt.toISOString() : null,
      })),
    });
  });
}
