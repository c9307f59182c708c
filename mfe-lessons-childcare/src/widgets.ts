import { widgetParcel } from '@resort/shared';
import { ActivitiesWidget } from './features/activities/components/activities-widget';
import { LessonsWidget } from './features/lessons/components/lessons-widget';

// Parcel configs of this line's booking widgets, mounted by the shell's tabs.
export const lessons = widgetParcel('lessons_childcare', LessonsWidget);
export const activities = widgetParcel('lessons_childcare', ActivitiesWidget);
