import type { Db } from '@resort/shared/server';
import type { AnalyticsBatchBody } from '../../../contract';
import { analyticsEvents } from '../schema';

/** The most bytes of one event's data kept; a larger one is stored as a note that it was cut. */
export const MAX_EVENT_DATA_BYTES = 4096;

/** Stores a batch of analytics events; returns how many were kept. */
export async function collectAnalytics({ db, batch }: { db: Db; batch: AnalyticsBatchBody }): Promise<number> {
  const rows = batch.events.map((e) => {
    const json = JSON.stringify(e.data);
    return {
      event: e.event,
      data: json.length > MAX_EVENT_DATA_BYTES ? { truncated: true } : e.data,
      ampId: batch.ampId,
      path: e.path,
      occurredAt: new Date(e.at),
    };
  });
  await db.insert(analyticsEvents).values(rows);
  return rows.length;
}
