import { ok, type ContractApp } from '@resort/shared/server';
import { accountContract as c } from '../../contract';
import { contentOf } from '../services/content';
import type { AccountRouteDeps } from './account';

const tags = ['account'];

/** Content blocks of the account pages, open to any visitor (they sell, they hold nothing personal). */
export function registerContentRoutes(api: ContractApp, { db }: AccountRouteDeps) {
  api.get('/account/content/auto-renew', { schema: { summary: 'Auto renew content', tags, ...c.content } }, async () =>
    ok(await contentOf(db, 'auto-renew')),
  );
  api.get('/account/content/reservations', { schema: { summary: 'Reservations content', tags, ...c.content } }, async () =>
    ok(await contentOf(db, 'reservations')),
  );
  api.get('/account/content/season-pass-tab', { schema: { summary: 'Season pass tab content', tags, ...c.content } }, async () =>
    ok(await contentOf(db, 'season-pass-tab')),
  );
}
