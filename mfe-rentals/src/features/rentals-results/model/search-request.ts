import type { RentalSearchRequest } from '../../../../contract';
import { DEFAULT_RESORT } from '../../rentals-widget/model/query-keys';

const PASSED_THROUGH = ['after3', 'delivery', 'time', 'daytype'] as const;

/** The rentals page query (as the widget wrote it) as the search body; absent flags stay absent. */
export function searchRequestFromQuery(search: URLSearchParams): RentalSearchRequest {
  const request: RentalSearchRequest = {
    resort: search.get('resort') || DEFAULT_RESORT,
    startdate: search.get('startdate') ?? '',
    enddate: search.get('enddate') ?? '',
  };
  for (const key of PASSED_THROUGH) {
    const value = search.get(key);
    if (value !== null && value !== '') request[key] = value;
  }
  return request;
}
