/**
 * Number spinners (spec section 5): digits only, clamped to min and the data-max-input-value,
 * step 1. Typed text keeps only its digits; a number (from the step buttons) keeps its sign so
 * that stepping below the minimum clamps instead of flipping -1 into 1.
 */
export function clampSpinnerValue(raw: string | number, min: number, max: number): number {
  let value: number;
  if (typeof raw === 'number') {
    value = Number.isFinite(raw) ? Math.trunc(raw) : min;
  } else {
    const digits = raw.replace(/\D/g, '');
    value = digits === '' ? min : Number(digits);
  }
  return Math.min(max, Math.max(min, value));
}

/** The value one step up or down, inside the bounds. */
export function stepSpinnerValue(value: number, direction: 1 | -1, min: number, max: number): number {
  return clampSpinnerValue(value + direction, min, max);
}
