import { Alert, EmptyState, ErrorState, Heading, PageContainer, useLocation, visitorMessage } from '@resort/shared';
import { parseActivitiesQuery } from '@resort/shared/rules';
import { displayDate } from '@resort/shared/dates';
import { LoadingOverlay } from '@resort/shared/ui';
import { ResultGrid } from '../../results/components/result-grid';
import { type ActivitiesRequest, useActivitySearchQuery } from '../api/search-activities';
import { ActivitiesWidget } from './activities-widget';
import { ResortMapView } from '../../map/components/resort-map-view';
import { ActivityCard } from './activity-card';
import { MountainEvents } from './mountain-events';

/** /activities?startDate=MM/DD/YYYY: the activities with a session that day. */
export function ActivitiesResultsPage() {
  const { search } = useLocation();
  const raw = Object.fromEntries(search.entries());
  const parsed = parseActivitiesQuery(raw);
  const request: ActivitiesRequest | null = parsed.ok ? { startDate: displayDate(parsed.value.startDate) } : null;
  const activities = useActivitySearchQuery(request);

  return (
    <PageContainer as="section" aria-labelledby="activities-heading">
      <Heading as="h1" $size="page" id="activities-heading">
        Activities
      </Heading>
      <ActivitiesWidget key={search.toString()} startDate={raw.startDate} />
      {!parsed.ok && search.has('startDate') ? (
        <Alert $tone="info" role="status">
          {parsed.message}
        </Alert>
      ) : null}
      <LoadingOverlay active={activities.isLoading} label="Finding activities">
        {activities.isError ? <ErrorState message={visitorMessage(activities.error)} /> : null}
        {activities.data?.activities.length === 0 ? <EmptyState /> : null}
        {activities.data?.activities.length ? (
          <ResultGrid data-testid="activities-results" aria-label="Activities">
            {activities.data.activities.map((activity) => (
              <ActivityCard key={activity.id} activity={activity} />
            ))}
          </ResultGrid>
        ) : null}
      </LoadingOverlay>
      {request && activities.data ? (
        <MountainEvents
          key={activities.data.activities[0]?.resortId}
          startDate={request.startDate}
          resort={activities.data.activities[0]?.resortId}
        />
      ) : null}
      <ResortMapView
        key={activities.data?.activities[0]?.resortId}
        kind="activities"
        title="Where activities meet"
        resort={activities.data?.activities[0]?.resortId}
      />
    </PageContainer>
  );
}
