/** "The submit button navigates to the URL held as the selected option's value" (spec section 2); null while nothing is chosen. */
export function dropdownTarget(selectedValue: string | null | undefined): string | null {
  return selectedValue?.trim() || null;
}
