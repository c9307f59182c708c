import { getResorts } from '../../lift-tickets/api/get-resorts';
import { useRequest } from '../../../model/use-request';

/** Resort id to name; empty until the resorts arrive (ids are shown meanwhile). */
export function useResortNames(): Record<string, string> {
  const resorts = useRequest('resorts', getResorts);
  return resorts.status === 'success' ? Object.fromEntries(resorts.data.map((r) => [r.id, r.name])) : {};
}
