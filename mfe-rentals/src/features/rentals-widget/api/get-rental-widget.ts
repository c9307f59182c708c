import { api, withQuery, type ApiResult, type RentalSeason, type RentalWidgetModel } from '@resort/shared';
import type { MyEpicGearContent } from '../../my-epic-gear/model/my-epic-gear-content';

/** The widget model of the shared rules, plus the upsell content when the resort configures it. */
export type RentalWidgetResponse = RentalWidgetModel & { myEpicGear: MyEpicGearContent | null };

export function getRentalWidget(resort: string, season: RentalSeason): Promise<ApiResult<RentalWidgetResponse | string>> {
  return api.get<RentalWidgetResponse>(withQuery('/api/rentals/widget', { resort, season }));
}
