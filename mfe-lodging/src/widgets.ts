import { widgetParcel } from '@resort/shared';
import { LodgingPlanner } from './features/lodging-planner/components/lodging-planner';
import { LodgingWidget } from './features/lodging-search/components/lodging-widget';

// Parcel configs of this line's widgets: the booking tab, and its section of the trip planner.
export const lodging = widgetParcel('lodging', LodgingWidget);
export const planner = widgetParcel('lodging', LodgingPlanner);
