import { widgetParcel } from '@resort/shared';
import { RentalsPlanner } from './features/rentals-planner/components/rentals-planner';
import { RentalsWidget } from './features/rentals-widget/components/rentals-widget';

// Parcel configs of this line's widgets: the booking tab, and its section of the trip planner.
export const rentals = widgetParcel('rentals', RentalsWidget);
export const planner = widgetParcel('rentals', RentalsPlanner);
