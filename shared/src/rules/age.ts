import { DateTime } from 'luxon';

export interface AgeRule {
  /** Age on the first day of use, inclusive bounds; null when unbounded. */
  minAge: number | null;
  maxAge: number | null;
}

export const DOB_EXCEEDS_MAX_AGE = 'DOB exceeds the maximum age';
export const DOB_BELOW_MIN_AGE = 'DOB does not meet the minimum age';
export const REQUIRED_FIELD = 'Required Field';

/** Whole years of age on `onDate` (both ISO yyyy-MM-dd). */
export function ageOn(dobIso: string, onDateIso: string): number {
  const dob = DateTime.fromISO(dobIso);
  const on = DateTime.fromISO(onDateIso);
  return Math.floor(on.diff(dob, 'years').years);
}

/**
 * The spec's product requirement messages for a person assigned to a product: age is taken on the
 * product's first day, and both bounds are inclusive. Returns null when the person qualifies.
 */
export function checkAssigneeAge(dobIso: string | null | undefined, firstDayIso: string, rule: AgeRule): string | null {
  if (!dobIso || !DateTime.fromISO(dobIso).isValid) return REQUIRED_FIELD;
  const age = ageOn(dobIso, firstDayIso);
  if (rule.maxAge !== null && age > rule.maxAge) return DOB_EXCEEDS_MAX_AGE;
  if (rule.minAge !== null && age < rule.minAge) return DOB_BELOW_MIN_AGE;
  return null;
}
