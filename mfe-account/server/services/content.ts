import { eq } from 'drizzle-orm';
import { notFound, type Db } from '@resort/shared/server';
import { CONTENT_NOT_FOUND, type AccountContentKey, type AccountContentView } from '../../contract';
import { contentBlocks } from '../schema';

/** "Auto renew content", "reservations content", "season pass tab content": one block each, from the seed. */
export async function contentOf(db: Db, key: AccountContentKey): Promise<AccountContentView> {
  const [row] = await db.select().from(contentBlocks).where(eq(contentBlocks.key, key)).limit(1);
  if (!row) throw notFound(CONTENT_NOT_FOUND);
  return { heading: row.heading, paragraphs: row.paragraphs, links: row.links };
}
