import { useId, useState } from 'react';
import { RENTAL_SEASON, type RentalSeason } from '@resort/shared';
import { SeasonPanel } from './season-panel';
import { SeasonTabs, type SeasonTab } from './season-tabs';

export const DEFAULT_RESORT = 'summit-peak';

const TABS: SeasonTab[] = [
  { season: RENTAL_SEASON.winter, label: 'Ski & Snowboard' },
  { season: RENTAL_SEASON.summer, label: 'Bike' },
];

export interface RentalsWidgetProps {
  resort?: string;
  /** The page's suggested first day, MM/DD/YYYY (the shell's tab passes one). */
  startDate?: string;
}

/**
 * The rentals widget: ski and snowboard in winter, bikes in summer (spec section 2). It draws no
 * frame of its own: the shell's booking tabs or the search landing's card hold it.
 */
export function RentalsWidget({ resort = DEFAULT_RESORT, startDate }: RentalsWidgetProps) {
  const [season, setSeason] = useState<RentalSeason>(RENTAL_SEASON.winter);
  const idPrefix = useId().replace(/:/g, '');
  return (
    <div data-testid="rentals-widget">
      <SeasonTabs idPrefix={idPrefix} tabs={TABS} active={season} onChange={setSeason} />
      <div role="tabpanel" id={`${idPrefix}-panel-${season}`} aria-labelledby={`${idPrefix}-tab-${season}`}>
        <SeasonPanel
          key={season}
          resort={resort}
          season={season}
          suggestedStart={season === RENTAL_SEASON.winter ? startDate : undefined}
        />
      </div>
    </div>
  );
}
