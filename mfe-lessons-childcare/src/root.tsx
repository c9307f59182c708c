import { useLocation } from '@resort/shared';
import { ActivitiesResultsPage } from './features/activities/components/activities-results-page';
import { ChangeRequestPage } from './features/change-request/components/change-request-page';
import { ChildcarePage } from './features/childcare/components/childcare-page';
import { LessonsCatalogPage } from './features/lessons/components/lessons-catalog-page';
import { LessonsResultsPage } from './features/lessons/components/lessons-results-page';

/** The pages of the lessons, childcare and activities line. */
export function Root() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/lessons') return <LessonsResultsPage />;
  if (path === '/lessons/change-request') return <ChangeRequestPage />;
  if (path === '/lessons/all') return <LessonsCatalogPage />;
  if (path === '/activities') return <ActivitiesResultsPage />;
  if (path === '/childcare') return <ChildcarePage />;
  return null;
}
