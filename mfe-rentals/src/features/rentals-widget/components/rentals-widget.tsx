import { useId, useState } from 'react';
import { Field, RENTAL_SEASON, Select, type RentalSeason } from '@resort/shared';
import { ResortOptions } from '@resort/shared/ui';
import { SeasonPanel } from './season-panel';
import { SeasonTabs, type SeasonTab } from './season-tabs';
import { DEFAULT_RESORT, FIRST_SEASON } from '../model/query-keys';

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
export function RentalsWidget({ resort: suggested = DEFAULT_RESORT, startDate }: RentalsWidgetProps) {
  const [season, setSeason] = useState<RentalSeason>(FIRST_SEASON);
  // The page suggests a resort; the visitor picks where to collect (or have delivered) their gear.
  const [resort, setResort] = useState(suggested);
  const idPrefix = useId().replace(/:/g, '');
  return (
    <div data-testid="rentals-widget">
      <Field id={`${idPrefix}-resort`} label="Resort">
        <Select id={`${idPrefix}-resort`} value={resort} onChange={(e) => setResort(e.target.value)}>
          <ResortOptions />
        </Select>
      </Field>
      <SeasonTabs idPrefix={idPrefix} tabs={TABS} active={season} onChange={setSeason} />
      <div role="tabpanel" id={`${idPrefix}-panel-${season}`} aria-labelledby={`${idPrefix}-tab-${season}`}>
        <SeasonPanel
          key={`${resort}-${season}`}
          resort={resort}
          season={season}
          suggestedStart={season === RENTAL_SEASON.winter ? startDate : undefined}
        />
      </div>
    </div>
  );
}
