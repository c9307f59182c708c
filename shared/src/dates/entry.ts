import { isoFromInput, displayDate } from './parse';

// What a person types, pastes or lets the browser fill into a date field. The field keeps that text
// as it is while it has focus; the date it names is read here, once, for every field of every line.

const ISO_ENTRY = /^\d{4}-\d{1,2}-\d{1,2}$/;

/** The entry with slashes between month, day and year: digits alone, '-', '.' and spaces read as slashes. */
function slashed(text: string): string {
  const trimmed = text.trim();
  if (/^\d{8}$/.test(trimmed)) return `${trimmed.slice(0, 2)}/${trimmed.slice(2, 4)}/${trimmed.slice(4)}`;
  if (/^\d{6}$/.test(trimmed)) return `${trimmed.slice(0, 2)}/${trimmed.slice(2, 4)}/${trimmed.slice(4)}`;
  if (ISO_ENTRY.test(trimmed)) return trimmed;
  return trimmed.replace(/\s*[/.-]\s*|\s+/g, '/');
}

/**
 * The MM/DD/YYYY date an entry names ('12282026', '12/28/2026', '12/28/26', '12-28-2026',
 * '2026-12-28'), '' while it names none. A two-digit year reads as the spec's MM/DD/YY.
 */
export function readDateEntry(text: string | null | undefined): string {
  if (!text) return '';
  const iso = isoFromInput(slashed(text));
  return iso ? displayDate(iso) : '';
}

/**
 * True once the entry is a whole date with its four-digit year: typing is over, so the field's
 * rules may run without waiting for the person to leave it. '12/28/20' is not finished (the year
 * may be 2026 a keystroke later); it is read as MM/DD/YY only when the field is left or Enter pressed.
 */
export function isFinishedDateEntry(text: string | null | undefined): boolean {
  if (!text || !readDateEntry(text)) return false;
  const form = slashed(text);
  return /\/\d{4}$/.test(form) || /^\d{4}-\d{1,2}-\d{1,2}$/.test(form);
}

/**
 * The date a range rule may act on: a finished entry's MM/DD/YYYY, '' for text still being typed,
 * which the rules keep as it is and move nothing for.
 */
export function finishedDate(text: string | null | undefined): string {
  return isFinishedDateEntry(text) ? readDateEntry(text) : '';
}
