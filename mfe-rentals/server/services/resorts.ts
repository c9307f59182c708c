import { DEMO_RESORTS, badRequest, type DemoResort } from '@resort/shared/server';

export const UNKNOWN_RESORT = 'Unknown resort';

export function findResort(resortId: string): DemoResort {
  const resort = DEMO_RESORTS.find((r) => r.id === resortId);
  if (!resort) throw badRequest(UNKNOWN_RESORT);
  return resort;
}
