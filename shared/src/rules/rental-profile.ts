/**
 * A renter's rental profile (name, height, weight, age, skier or rider type, boot or shoe size): kept
 * in the account ("rental profile get/create/update") and picked or entered in checkout's configure
 * step for rentals, so both the account and the rentals line check it with these rules.
 */

/** A renter's height, in whole centimetres (about 2 ft 11 in to 7 ft 7 in). */
export const MIN_HEIGHT_CM = 90;
export const MAX_HEIGHT_CM = 230;
export const HEIGHT_OUT_OF_RANGE = `Please enter a height between ${MIN_HEIGHT_CM} and ${MAX_HEIGHT_CM} cm (2 ft 11 in and 7 ft 7 in).`;

export const MIN_WEIGHT_KG = 10;
export const MAX_WEIGHT_KG = 200;
export const WEIGHT_OUT_OF_RANGE = `Please enter a weight between ${MIN_WEIGHT_KG} and ${MAX_WEIGHT_KG} kg.`;

export const MIN_RENTER_AGE = 2;
export const MAX_RENTER_AGE = 110;
export const RENTER_AGE_OUT_OF_RANGE = `Please enter an age between ${MIN_RENTER_AGE} and ${MAX_RENTER_AGE}.`;

/** How a skier skis (the binding setting's skier type) or that the renter rides a snowboard. */
export const SKIER_TYPES = [
  { value: 'type-1', label: 'Skier type I: cautious, slower speeds' },
  { value: 'type-2', label: 'Skier type II: moderate, varied terrain' },
  { value: 'type-3', label: 'Skier type III: aggressive, fast and steep' },
  { value: 'rider', label: 'Snowboard rider' },
] as const;
export type SkierType = (typeof SKIER_TYPES)[number]['value'];

export const BOOT_SIZE_MAX_LENGTH = 20;

export interface RentalProfile {
  id: string;
  name: string;
  heightCm: number;
  weightKg: number | null;
  age: number | null;
  skierType: SkierType | null;
  /** As the renter knows it: 'US 9.5', 'Mondo 27.5', 'EU 42'. */
  bootSize: string | null;
}

const inRange = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

/** The first broken field of a profile with the rule's message, or null. */
export function rentalProfileProblem(p: Omit<RentalProfile, 'id'>): { field: keyof Omit<RentalProfile, 'id'>; message: string } | null {
  if (!p.name.trim()) return { field: 'name', message: 'Required Field' };
  if (!inRange(p.heightCm, MIN_HEIGHT_CM, MAX_HEIGHT_CM)) return { field: 'heightCm', message: HEIGHT_OUT_OF_RANGE };
  if (p.weightKg !== null && !inRange(p.weightKg, MIN_WEIGHT_KG, MAX_WEIGHT_KG)) return { field: 'weightKg', message: WEIGHT_OUT_OF_RANGE };
  if (p.age !== null && !inRange(p.age, MIN_RENTER_AGE, MAX_RENTER_AGE)) return { field: 'age', message: RENTER_AGE_OUT_OF_RANGE };
  return null;
}

/** How a saved profile reads in a picker: 'Sam Hale, 172 cm, rider'. */
export const rentalProfileLabel = (p: RentalProfile) =>
  [p.name, `${p.heightCm} cm`, p.skierType ? SKIER_TYPES.find((t) => t.value === p.skierType)?.label.split(':')[0] : null]
    .filter(Boolean)
    .join(', ');
