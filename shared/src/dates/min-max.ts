import { compareDates, normalizeDate } from './calendar-math';

export interface ResolvedMinMax {
  /** MM/DD/YYYY, or null when no usable minimum was given. */
  min: string | null;
  max: string | null;
  disabled: boolean;
}

/**
 * Bounds for a date input (spec section 5): "if min date is after max date, the max is dropped and
 * the input disabled". Unreadable bounds count as absent so a bad attribute never locks the picker.
 */
export function resolveMinMax(min?: string | null, max?: string | null): ResolvedMinMax {
  const minText = normalizeDate(min) || null;
  const maxText = normalizeDate(max) || null;
  if (minText && maxText && compareDates(minText, maxText) > 0) {
    return { min: minText, max: null, disabled: true };
  }
  return { min: minText, max: maxText, disabled: false };
}
