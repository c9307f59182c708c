import { asc, eq } from 'drizzle-orm';
import { notFound, type Db } from '@resort/shared/server';
import { passes } from '../schema';
import type { PassView } from '../../contract';

export async function listPasses({ db }: { db: Db }): Promise<PassView[]> {
  return db.select().from(passes).orderBy(asc(passes.sortOrder), asc(passes.name));
}

/** One pass by id; an id that is not on sale is a 404 whose text the pass page shows as is. */
export async function findPass({ db, id }: { db: Db; id: string }): Promise<PassView> {
  const [row] = await db.select().from(passes).where(eq(passes.id, id));
  if (!row) throw notFound('This pass is not on sale.');
  return row;
}
