import { Alert, EmptyState, ErrorState, Heading, PageContainer, useLocation, visitorMessage } from '@resort/shared';
import { parseLessonsQuery } from '@resort/shared/rules';
import { displayDate } from '@resort/shared/dates';
import { LoadingOverlay } from '@resort/shared/ui';
import { ResultGrid } from '../../results/components/result-grid';
import { type LessonSearchRequest, useLessonSearchQuery } from '../api/search-lessons';
import { knownSport } from '../model/use-lessons-form';
import { ResortMapView } from '../../map/components/resort-map-view';
import { LessonCard } from './lesson-card';
import { LessonsWidget } from './lessons-widget';

/** /lessons?sport=&age=&level=&date=MM/DD/YYYY: the lessons held that day. */
export function LessonsResultsPage() {
  const { search } = useLocation();
  const raw = Object.fromEntries(search.entries());
  const parsed = parseLessonsQuery(raw);
  const hasSearch = ['sport', 'age', 'level', 'date'].some((key) => search.has(key));
  // The search the widget shows: an unknown sport reads as the first one, as in the widget.
  const request: LessonSearchRequest | null = parsed.ok
    ? { ...parsed.value, sport: knownSport(parsed.value.sport), date: displayDate(parsed.value.date) }
    : null;
  const lessons = useLessonSearchQuery(request);

  return (
    <PageContainer as="section" aria-labelledby="lessons-heading">
      <Heading as="h1" $size="page" id="lessons-heading">
        Ski &amp; Ride School
      </Heading>
      <LessonsWidget key={search.toString()} sport={raw.sport} age={raw.age} level={raw.level} date={raw.date} />
      {!parsed.ok && hasSearch ? (
        <Alert $tone="info" role="status">
          {parsed.message}
        </Alert>
      ) : null}
      <LoadingOverlay active={lessons.isLoading} label="Finding lessons">
        {lessons.isError ? <ErrorState message={visitorMessage(lessons.error)} /> : null}
        {lessons.data?.lessons.length === 0 ? <EmptyState /> : null}
        {lessons.data?.lessons.length ? (
          <ResultGrid data-testid="lessons-results" aria-label="Lessons">
            {lessons.data.lessons.map((lesson) => (
              <LessonCard key={lesson.id} lesson={lesson} />
            ))}
          </ResultGrid>
        ) : null}
      </LoadingOverlay>
      <ResortMapView
        key={lessons.data?.lessons[0]?.resortId}
        kind="lessons"
        title="Where lessons meet"
        resort={lessons.data?.lessons[0]?.resortId}
      />
      <p>
        Booked already and need to change a lesson? <a href="/lessons/change-request">Ask the Ski &amp; Ride School for a change</a>.
      </p>
    </PageContainer>
  );
}
