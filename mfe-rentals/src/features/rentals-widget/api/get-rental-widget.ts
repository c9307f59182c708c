import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow, withQuery, type ApiError, type RentalSeason } from '@resort/shared';
import type { RentalWidgetQuery, RentalWidgetResponse } from '../../../../contract';
import { rentalWidgetKey } from '../model/query-keys';

/** GET /api/rentals/widget: one resort's season as the widget shows it. */
export function getRentalWidget({ resort, season }: RentalWidgetQuery): Promise<RentalWidgetResponse> {
  return fetchOrThrow<RentalWidgetResponse>('GET', withQuery('/api/rentals/widget', { resort, season }));
}

export const rentalWidgetQueryOptions = (resort: string, season: RentalSeason) =>
  queryOptions<RentalWidgetResponse, ApiError>({
    queryKey: rentalWidgetKey(resort, season),
    queryFn: () => getRentalWidget({ resort, season }),
  });

/** One season's widget model; a tab that is never opened never asks for it. */
export const useRentalWidgetQuery = (resort: string, season: RentalSeason) => useQuery(rentalWidgetQueryOptions(resort, season));
