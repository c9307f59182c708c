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

/**
 * The lift line's age bands, inclusive bounds on the first day of use. Lift tickets are priced by
 * them and lodging packages pick a child's lift ticket by them, so both read this one list.
 */
export const AGE_BANDS = [
  { code: 'adult', name: 'Adult', minAge: 19, maxAge: 64 },
  { code: 'senior', name: 'Senior', minAge: 65, maxAge: null },
  { code: 'teen', name: 'Teen', minAge: 13, maxAge: 18 },
  { code: 'child', name: 'Child', minAge: 5, maxAge: 12 },
  { code: 'toddler', name: 'Toddler', minAge: 0, maxAge: 4 },
] as const satisfies readonly { code: string; name: string; minAge: number; maxAge: number | null }[];

export type AgeBandCode = (typeof AGE_BANDS)[number]['code'];

/** The band an age falls in; a negative age, which no past birth date gives, reads as adult. */
export function ageBandOf(age: number): (typeof AGE_BANDS)[number] {
  return AGE_BANDS.find((b) => age >= b.minAge && (b.maxAge === null || age <= b.maxAge)) ?? AGE_BANDS[0];
}
