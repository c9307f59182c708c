import React from 'react';
import { Alert, ErrorState, formatDate, LoadingOverlay, parseActivitiesQuery, parseDate, useLocation } from '@resort/shared';
import { EmptyResults } from '../../../components/empty-results';
import { PageFrame } from '../../../components/page-frame';
import { CardGrid } from '../../../components/result-card';
import { useRequest } from '../../../hooks/use-request';
import { searchActivities, type ActivitySearchResponse } from '../api/search-activities';
import { ActivitiesWidget } from './activities-widget';
import { ActivityCard } from './activity-card';

/** /activities?startDate=MM/DD/YYYY: the activities with a session that day. */
export function ActivitiesResultsPage() {
  const { search } = useLocation();
  const raw = Object.fromEntries(search.entries());
  const parsed = parseActivitiesQuery(raw);
  const startDate = parsed.ok ? formatDate(parseDate(parsed.value.startDate)!) : null;
  const state = useRequest<ActivitySearchResponse>(startDate, () => searchActivities({ startDate: startDate! }));

  return (
    <PageFrame aria-labelledby="activities-heading">
      <h1 id="activities-heading">Activities</h1>
      <ActivitiesWidget key={search.toString()} startDate={raw.startDate} />
      {!parsed.ok && search.has('startDate') ? <Alert $tone="info" role="status">{parsed.message}</Alert> : null}
      <LoadingOverlay active={state.status === 'loading'} label="Finding activities">
        {state.status === 'error' ? <ErrorState message={state.message} /> : null}
        {state.status === 'ready' && state.data.activities.length === 0 ? <EmptyResults /> : null}
        {state.status === 'ready' && state.data.activities.length > 0 ? (
          <CardGrid data-testid="activities-results" aria-label="Activities">
            {state.data.activities.map((activity) => (
              <ActivityCard key={activity.id} activity={activity} />
            ))}
          </CardGrid>
        ) : null}
      </LoadingOverlay>
    </PageFrame>
  );
}
