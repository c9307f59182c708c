import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@resort/shared/server';
import type { Ratings, RatingsQuery } from '../../../contract';
import { reviews } from '../schema';

/** Spec section 7 "ratings GET": one product's or one resort's stored reviews, averaged in the database. */
export async function ratingsOf({ db, query }: { db: Db; query: RatingsQuery }): Promise<Ratings> {
  const where = query.product ? eq(reviews.product, query.product) : eq(reviews.resortId, query.resort ?? '');
  const counts = await db
    .select({ rating: reviews.rating, n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(where)
    .groupBy(reviews.rating);
  const distribution = [1, 2, 3, 4, 5].map((stars) => counts.find((c) => c.rating === stars)?.n ?? 0);
  const count = distribution.reduce((a, b) => a + b, 0);
  const total = distribution.reduce((sum, n, i) => sum + n * (i + 1), 0);
  const latest = await db.select().from(reviews).where(where).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(5);
  return {
    product: query.product ?? null,
    resortId: query.resort ?? null,
    average: count ? Math.round((total / count) * 10) / 10 : null,
    count,
    distribution,
    latest: latest.map((r) => ({ rating: r.rating, author: r.author, title: r.title, body: r.body, createdAt: r.createdAt.toISOString() })),
  };
}
