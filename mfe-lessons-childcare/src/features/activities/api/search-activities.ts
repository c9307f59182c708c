import { api, withQuery } from '@resort/shared';
import type { ActivityOffer } from '../../../../server/activity-service';

export type { ActivityOffer };

export interface ActivitySearchResponse {
  /** ISO yyyy-MM-dd */
  date: string;
  activities: ActivityOffer[];
}

/** GET /api/activities: the activities with a session on the day (MM/DD/YYYY). */
export function searchActivities({ startDate, resort }: { startDate: string; resort?: string }) {
  return api.get<ActivitySearchResponse>(withQuery('/api/activities', { startDate, resort }));
}
