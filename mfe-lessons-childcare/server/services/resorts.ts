import { todayIsoIn } from '@resort/shared/dates';
import { DEMO_RESORTS, type DemoResort } from '@resort/shared/demo-resorts';

export const RESORT_IDS = DEMO_RESORTS.map((r) => r.id);

export function findResort(id: string): DemoResort | undefined {
  return DEMO_RESORTS.find((r) => r.id === id);
}

/** A day can be booked from the resort's today on, never by the server's clock. */
export function isBookableDay(resort: DemoResort, dayIso: string): boolean {
  return dayIso >= todayIsoIn(resort.timeZone);
}

/** The resorts a search covers: the one it names, or every resort. */
export const resortsOf = (resort: string | undefined): string[] => (resort ? [resort] : RESORT_IDS);
