import { widgetParcel } from '@resort/shared';
import { ActivitiesWidget } from './features/activities/components/activities-widget';
import { LessonsPlanner } from './features/lessons-planner/components/lessons-planner';
import { LessonsWidget } from './features/lessons/components/lessons-widget';

// Parcel configs of this line's widgets: the booking tabs, and its section of the trip planner.
export const lessons = widgetParcel('lessons_childcare', LessonsWidget);
export const activities = widgetParcel('lessons_childcare', ActivitiesWidget);
export const planner = widgetParcel('lessons_childcare', LessonsPlanner);
