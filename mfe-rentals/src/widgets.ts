import { widgetParcel } from '@resort/shared';
import { RentalsWidget } from './features/rentals-widget/components/rentals-widget';

// Parcel configs of this line's booking widgets, mounted by the shell's tabs.
export const rentals = widgetParcel('rentals', RentalsWidget);
