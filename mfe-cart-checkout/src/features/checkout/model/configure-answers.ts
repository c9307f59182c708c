import { displayDate, isoFromInput } from '@resort/shared/dates';
import { type ConfigureField, type ItemConfiguration } from '@resort/shared/cart';

/** One answer as a form control holds it: text as typed, a tick, or nothing chosen yet. */
export type Draft = string | boolean | null;

/** The stored answer as a control shows it (ISO dates back to MM/DD/YYYY, numbers as text). */
export function draftOf(field: ConfigureField, value: unknown): Draft {
  if (value === undefined || value === null) return field.kind === 'acknowledge' ? false : null;
  if (field.kind === 'acknowledge' || field.kind === 'yes-no') return value === true;
  if (field.kind === 'date' && typeof value === 'string') return displayDate(value) || value;
  return String(value);
}

export const CM_PER_INCH = 2.54;

/** Feet and inches to whole centimetres (the height fields' stored unit). */
export const centimetresOf = (feet: number, inches: number): number => Math.round((feet * 12 + inches) * CM_PER_INCH);

/**
 * The value sent for a control: a tick or a yes/no as true/false, a date as ISO (an unreadable
 * date is sent as typed, for the line to refuse in its words), numbers and heights as numbers.
 */
export function answerOf(field: ConfigureField, draft: Draft): string | number | boolean | null {
  if (draft === null) return null;
  if (typeof draft === 'boolean') return draft;
  const text = draft.trim();
  if (text === '') return null;
  if (field.kind === 'date') return isoFromInput(text) ?? text;
  if (field.kind === 'number' || field.kind === 'height') {
    const n = Number(text);
    return Number.isFinite(n) ? n : text;
  }
  return text;
}

/** The saved answers of one item, as drafts keyed by field (and unit). */
export function draftsOf(fields: ConfigureField[], configuration: ItemConfiguration, quantity: number) {
  const item: Record<string, Draft> = {};
  const units: Record<string, Draft>[] = Array.from({ length: quantity }, () => ({}));
  for (const f of fields) {
    if (!f.perUnit) item[f.key] = draftOf(f, configuration.item[f.key]);
    else for (const [i, u] of units.entries()) u[f.key] = draftOf(f, configuration.units[i]?.[f.key]);
  }
  return { item, units };
}
