import { api } from '@resort/shared';
import type { ResultsResponse } from '../../../../server/service';

export type { PropertyResult, ResultsResponse, RoomResult } from '../../../../server/service';

/** The lodging search as the results page posts it: the widget's query parameters. */
export interface LodgingSearchRequest {
  arrivaldate: string;
  departuredate: string;
  adultcount: number;
  childcount: number;
  childagearray: string;
  resort?: string;
}

/** POST /api/lodging/results */
export function searchLodging(request: LodgingSearchRequest) {
  return api.post<ResultsResponse>('/api/lodging/results', request);
}
