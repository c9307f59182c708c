import { widgetParcel } from '@resort/shared';
import { LodgingWidget } from './features/lodging-search/components/lodging-widget';

// Parcel configs of this line's booking widgets, mounted by the shell's tabs.
export const lodging = widgetParcel('lodging', LodgingWidget);
