import type { Db } from '@resort/shared/server';
import { promoCodes } from './schema';

/** The demo's promo codes; inserted once, never overwritten. */
export async function seed(db: Db): Promise<void> {
  await db
    .insert(promoCodes)
    .values([{ code: 'EARLYBIRD', percentOff: 10, active: true }])
    .onConflictDoNothing();
}
