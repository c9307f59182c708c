import { widgetParcel } from '@resort/shared';
import { LiftTicketWidget } from './features/lift-tickets/components/lift-ticket-widget';
import { SeasonPassWidget } from './features/passes/components/season-pass-widget';

// Parcel configs of this line's booking widgets, mounted by the shell's tabs.
export const liftTickets = widgetParcel('lift_access', LiftTicketWidget);
export const seasonPass = widgetParcel('lift_access', SeasonPassWidget);
