import { RENTAL_SEASON, type RentalSeason } from '@resort/shared/core';

/** The resort the widget suggests when the page names none, and the season tab it opens on. */
export const DEFAULT_RESORT = 'summit-peak';
export const FIRST_SEASON: RentalSeason = RENTAL_SEASON.winter;

// One resort's season by key, read by the widget's hook and by the line's server, which draws the
// rentals page's first screen from the same answer under the same key.
export const rentalWidgetKey = (resort: string, season: RentalSeason) => ['rentals', 'widget', resort, season] as const;
