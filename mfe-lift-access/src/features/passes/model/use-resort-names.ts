import { useResortsQuery } from '../../lift-tickets/api/get-resorts';

/** Resort id to name; empty until the resorts arrive (ids are shown meanwhile, and if they never do). */
export function useResortNames(): Record<string, string> {
  const { data } = useResortsQuery();
  return data ? Object.fromEntries(data.map((r) => [r.id, r.name])) : {};
}
