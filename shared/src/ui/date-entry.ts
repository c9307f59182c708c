import { type RefObject, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { compareDates, isFinishedDateEntry, readDateEntry } from '../dates';

// The date picker's typed entry: the text as typed while the field has focus, when an entry is
// over and handed on, and the note that tells what the form's rules made of it.

/**
 * When a person last finished a date entry. A field whose date changes right after another
 * field's entry was moved by the form's rules (check-out after check-in, a return after its
 * pickup) and says so; one filled by the page (its defaults, its address) stays quiet.
 */
let lastEntryAt = Number.NEGATIVE_INFINITY;
const RULE_ECHO_MS = 1000;
const now = () => (typeof performance === 'undefined' ? Date.now() : performance.now());

/**
 * What a field says after an entry: the date the form's rules made of it, or the bound the entered
 * date is outside of; '' when the date stands as entered. `moved` is for a field another field's
 * entry changed.
 */
export function dateChangeNote(
  label: string,
  entered: string,
  value: string,
  bounds: { min?: string | null; max?: string | null; moved?: boolean } = {},
): string {
  const why = bounds.moved ? ' to fit the dates entered' : '';
  if (value !== entered) {
    if (!value) return bounds.moved ? `${label} was cleared${why}.` : `${label} was cleared: ${entered} cannot be chosen here.`;
    return `${label} ${bounds.moved ? 'moved' : 'changed'} to ${readDateEntry(value) || value}${why}.`;
  }
  if (bounds.min && compareDates(entered, bounds.min) < 0)
    return `${label}: the first date you can choose is ${readDateEntry(bounds.min)}.`;
  if (bounds.max && compareDates(entered, bounds.max) > 0) return `${label}: the last date you can choose is ${readDateEntry(bounds.max)}.`;
  return '';
}

interface DateEntryOptions {
  label: string;
  /** MM/DD/YYYY text the form holds, or ''. */
  value: string;
  onChange: (value: string) => void;
  /** The calendar's bounds, which the note names when an entry falls outside them. */
  rules: { min?: string | null; max?: string | null };
  input: RefObject<HTMLInputElement | null>;
}

/** A date field's typed entry: the text to show, the note, and the handlers of the text input. */
export function useDateEntry({ label, value, onChange, rules, input }: DateEntryOptions) {
  /** The text being typed, kept as typed while the field has focus; null shows `value`. */
  const [draft, setDraft] = useState<string | null>(null);
  const [note, setNote] = useState('');
  /** The date this field last handed on, to tell the rules' changes from the entry itself. */
  const entered = useRef<string | null>(null);
  const shownValue = useRef(value);

  const commit = (text: string, sync: boolean) => {
    const date = readDateEntry(text);
    const handed = date || text.trim();
    entered.current = handed;
    lastEntryAt = now();
    if (sync) flushSync(() => onChange(handed));
    else onChange(handed);
  };

  // After every render: the render that follows an entry tells what the form's rules made of it
  // (forms apply them in the same update, so the value is already theirs).
  useEffect(() => {
    const before = shownValue.current;
    shownValue.current = value;
    const own = entered.current;
    if (own !== null) {
      entered.current = null;
      setNote(dateChangeNote(label, own, value, rules));
    } else if (value !== before) {
      setNote(draft === null && now() - lastEntryAt < RULE_ECHO_MS ? dateChangeNote(label, before, value, { moved: true }) : '');
    }
  });

  const onType = (text: string, focused: boolean) => {
    setNote('');
    // Filled while not focused (the browser's autofill of another field, a script): not being
    // typed, so the entry is over at once.
    if (!focused) {
      setDraft(null);
      commit(text, false);
      return;
    }
    setDraft(text);
    if (isFinishedDateEntry(text) && readDateEntry(text) !== readDateEntry(value)) commit(text, false);
  };

  const settle = (sync: boolean) => {
    const text = draftRef.current;
    if (text === null) return;
    const date = readDateEntry(text);
    // Left as it was handed on (a finished date, or the same day spelled another way): nothing to do.
    if (date ? date !== valueRef.current : text.trim() !== valueRef.current) commit(text, sync);
  };
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const valueRef = useRef(value);
  valueRef.current = value;
  const settleRef = useRef(settle);
  settleRef.current = settle;

  // A form sent without leaving the field (a script's requestSubmit, a phone's Go key) reads the
  // entry too: the field's form hears the submit before the form's own handler runs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ref is the picker's own and stable; its form is read once mounted.
  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    const onSubmit = () => settleRef.current(true);
    form.addEventListener('submit', onSubmit, true);
    return () => form.removeEventListener('submit', onSubmit, true);
  }, []);

  /** Focus leaves the text: the entry is over. */
  const leave = () => {
    settle(false);
    setDraft(null);
  };

  return { draft, note, onType, settle, leave };
}
