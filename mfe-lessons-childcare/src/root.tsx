import type React from 'react';
import { useLocation } from '@resort/shared';
import { matchRoute } from '@resort/shared/routes';
import { ActivitiesResultsPage } from './features/activities/components/activities-results-page';
import { ChangeRequestPage } from './features/change-request/components/change-request-page';
import { ChildcarePage } from './features/childcare/components/childcare-page';
import { LessonsCatalogPage } from './features/lessons/components/lessons-catalog-page';
import { LessonsResultsPage } from './features/lessons/components/lessons-results-page';
import { type LessonsPage, ROUTES } from './routes';

const PAGES: Record<LessonsPage, () => React.JSX.Element> = {
  lessons: LessonsResultsPage,
  'change-request': ChangeRequestPage,
  'lessons-catalog': LessonsCatalogPage,
  activities: ActivitiesResultsPage,
  childcare: ChildcarePage,
};

/** The pages of the lessons, childcare and activities line, from its route table. */
export function Root() {
  const { pathname } = useLocation();
  const route = matchRoute(ROUTES, pathname);
  if (!route) return null;
  const Page = PAGES[route.page];
  return <Page />;
}
