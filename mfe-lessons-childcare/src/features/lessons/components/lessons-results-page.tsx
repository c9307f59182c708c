import React from 'react';
import { Alert, ErrorState, formatDate, LoadingOverlay, parseDate, parseLessonsQuery, useLocation } from '@resort/shared';
import { EmptyResults } from '../../../components/empty-results';
import { PageFrame } from '../../../components/page-frame';
import { CardGrid } from '../../../components/result-card';
import { useRequest } from '../../../hooks/use-request';
import { searchLessons, type LessonSearchResponse } from '../api/search-lessons';
import { LessonCard } from './lesson-card';
import { LessonsWidget } from './lessons-widget';

/** /lessons?sport=&age=&level=&date=MM/DD/YYYY: the lessons held that day. */
export function LessonsResultsPage() {
  const { search } = useLocation();
  const raw = Object.fromEntries(search.entries());
  const parsed = parseLessonsQuery(raw);
  const hasSearch = ['sport', 'age', 'level', 'date'].some((key) => search.has(key));
  const request = parsed.ok ? { ...parsed.value, date: formatDate(parseDate(parsed.value.date)!) } : null;
  const state = useRequest<LessonSearchResponse>(request ? JSON.stringify(request) : null, () => searchLessons(request!));

  return (
    <PageFrame aria-labelledby="lessons-heading">
      <h1 id="lessons-heading">Ski &amp; Ride School</h1>
      <LessonsWidget key={search.toString()} sport={raw.sport} age={raw.age} level={raw.level} date={raw.date} />
      {!parsed.ok && hasSearch ? <Alert $tone="info" role="status">{parsed.message}</Alert> : null}
      <LoadingOverlay active={state.status === 'loading'} label="Finding lessons">
        {state.status === 'error' ? <ErrorState message={state.message} /> : null}
        {state.status === 'ready' && state.data.lessons.length === 0 ? <EmptyResults /> : null}
        {state.status === 'ready' && state.data.lessons.length > 0 ? (
          <CardGrid data-testid="lessons-results" aria-label="Lessons">
            {state.data.lessons.map((lesson) => (
              <LessonCard key={lesson.id} lesson={lesson} />
            ))}
          </CardGrid>
        ) : null}
      </LoadingOverlay>
    </PageFrame>
  );
}
