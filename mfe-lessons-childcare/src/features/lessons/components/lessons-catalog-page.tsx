import { useState } from 'react';
import styled from 'styled-components';
import { Button, ErrorState, Field, Heading, PageContainer, Select, formatMoney, theme, visitorMessage } from '@resort/shared';
import { ResortOptions } from '@resort/shared/ui';
import type { LessonsListRequest } from '../../../../contract';
import { useLessonsListQuery } from '../api/list-lessons';
import { LESSON_SPORTS } from '../model/lesson-options';
import { Meta, ResultCard } from '../../results/components/result-card';

export const LESSONS_CATALOG_PATH = '/lessons/all';
const PAGE_SIZE = 12;

const Filters = styled.form`
  display: grid;
  gap: 0 ${theme.space.md};
  ${theme.media.tablet} { grid-template-columns: repeat(3, 1fr); }
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.md};
  ${theme.media.tablet} { grid-template-columns: 1fr 1fr; }
  ${theme.media.desktop} { grid-template-columns: 1fr 1fr 1fr; }
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  margin: ${theme.space.lg} 0;
`;

/** "Lessons": every lesson the school teaches, narrowed by resort, sport and type, a page at a time. */
export function LessonsCatalogPage() {
  const [filters, setFilters] = useState<Omit<LessonsListRequest, 'page' | 'pageSize'>>({});
  const [page, setPage] = useState(1);
  const list = useLessonsListQuery({ ...filters, page, pageSize: PAGE_SIZE });
  const set = (key: 'resort' | 'sport' | 'type') => (e: React.ChangeEvent<HTMLSelectElement>) => {
    setFilters((f) => ({ ...f, [key]: e.target.value || undefined }));
    setPage(1);
  };
  const data = list.data;
  return (
    <PageContainer as="section" aria-labelledby="lessons-catalog-title">
      <Heading as="h1" $size="page" id="lessons-catalog-title">
        All lessons
      </Heading>
      <Filters aria-label="Narrow the lessons" onSubmit={(e) => e.preventDefault()}>
        <Field id="catalog-resort" label="Resort">
          <Select id="catalog-resort" value={filters.resort ?? ''} onChange={set('resort')}>
            <option value="">Every resort</option>
            <ResortOptions />
          </Select>
        </Field>
        <Field id="catalog-sport" label="Sport">
          <Select id="catalog-sport" value={filters.sport ?? ''} onChange={set('sport')}>
            <option value="">Ski and snowboard</option>
            {LESSON_SPORTS.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="catalog-type" label="Lesson type">
          <Select id="catalog-type" value={filters.type ?? ''} onChange={set('type')}>
            <option value="">Group and private</option>
            <option value="group">Group lessons</option>
            <option value="private">Private lessons</option>
          </Select>
        </Field>
      </Filters>
      {list.isError ? <ErrorState message={visitorMessage(list.error)} /> : null}
      {data ? (
        <>
          <p role="status">
            {data.total} {data.total === 1 ? 'lesson' : 'lessons'}
          </p>
          <Grid aria-label="Lessons">
            {data.lessons.map((l) => (
              <ResultCard key={l.id} data-testid={`catalog-${l.id}`}>
                <Heading as="h2" $size="card">
                  {l.title}
                </Heading>
                <Meta>
                  {l.resortName} · {l.type === 'group' ? 'Group lesson' : 'Private lesson'} · {l.ageGroup} · {l.duration}
                </Meta>
                <p>{l.description}</p>
                <Meta>
                  {formatMoney(l.price, l.currency)} {l.type === 'group' ? 'per participant' : 'for 2 hours and one participant'}
                </Meta>
              </ResultCard>
            ))}
          </Grid>
          {data.pageCount > 1 ? (
            <Pager aria-label="Pages of lessons">
              <Button type="button" $variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                Previous page
              </Button>
              <span>
                Page {data.page} of {data.pageCount}
              </span>
              <Button type="button" $variant="secondary" disabled={page >= data.pageCount} onClick={() => setPage((p) => p + 1)}>
                Next page
              </Button>
            </Pager>
          ) : null}
        </>
      ) : null}
    </PageContainer>
  );
}
