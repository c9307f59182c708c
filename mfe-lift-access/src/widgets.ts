import { widgetParcel } from '@resort/shared';
import { LiftPlanner } from './features/lift-planner/components/lift-planner';
import { LiftTicketWidget } from './features/lift-tickets/components/lift-ticket-widget';
import { SeasonPassWidget } from './features/passes/components/season-pass-widget';

// Parcel configs of this line's widgets: the booking tabs, and its section of the trip planner.
export const liftTickets = widgetParcel('lift_access', LiftTicketWidget);
export const seasonPass = widgetParcel('lift_access', SeasonPassWidget);
export const planner = widgetParcel('lift_access', LiftPlanner);
