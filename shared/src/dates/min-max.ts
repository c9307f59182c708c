import { compareDates } from './calendar-math';
import { formatDate, parseDate } from './parse';

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
  const minDate = parseDate(min);
  const maxDate = parseDate(max);
  const minText = minDate ? formatDate(minDate) : null;
  const maxText = maxDate ? formatDate(maxDate) : null;
  if (minText && maxText && compareDates(minText, maxText) > 0) {
    return { min: minText, max: null, disabled: true };
  }
  return { min: minText, max: maxText, disabled: false };
}
