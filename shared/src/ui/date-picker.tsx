import React, { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { displayDate, isoFromInput, readDateEntry } from '../dates';
import { theme, Field, Input, lockBodyScroll } from '@resort/shared';
import { calendarRules, calendarToday, clampToRange, isPickable, type DayLabel } from './calendar-model';
import { useDateEntry } from './date-entry';
import { isPhoneViewport } from './phone-viewport';

export type { DayLabel } from './calendar-model';
export { dateChangeNote } from './date-entry';

// The month grid is needed only once a calendar opens: it loads when the pointer or the focus
// reaches a date field, not with every page that shows one.
let calendarMonth: typeof import('./calendar-month') | undefined;
const loadCalendarMonth = () =>
  import('./calendar-month').then((m) => {
    calendarMonth = m;
    return m;
  });
// Once loaded, the grid comes through a thenable that answers at once: React renders it without
// suspending, so an opened calendar shows no loading state, and the component type never changes
// under an open calendar (which would remount it and lose its focus).
const CalendarMonth = lazy(() => {
  const loaded = calendarMonth;
  if (!loaded) return loadCalendarMonth().then((m) => ({ default: m.CalendarMonth }));
  const now = { default: loaded.CalendarMonth };
  // biome-ignore lint/suspicious/noThenProperty: React.lazy reads a thenable that answers at once as loaded.
  return { then: (resolve: (value: typeof now) => void) => resolve(now) } as unknown as Promise<typeof now>;
});
const preloadCalendarMonth = () => {
  if (!calendarMonth) void loadCalendarMonth();
};

/** Runs `onShown` once the grid is in the page (at once when it had loaded, else when it arrives). */
function Shown({ onShown }: { onShown: () => void }) {
  useLayoutEffect(onShown, [onShown]);
  return null;
}

export interface DatePickerProps {
  id: string;
  label: string;
  /** MM/DD/YYYY text, or '' when nothing is chosen. */
  value: string;
  onChange: (value: string) => void;
  /** MM/DD/YYYY; if min is after max, max is dropped and the input disabled (spec section 5). */
  min?: string;
  max?: string;
  /** Days that cannot be picked, ISO yyyy-MM-dd. */
  disabledDates?: string[];
  /** When given, the only days that can be picked, ISO yyyy-MM-dd. */
  enabledDates?: string[];
  /** Sub-label per day, keyed by ISO yyyy-MM-dd. */
  subLabels?: Record<string, DayLabel>;
  error?: string | null;
  disabled?: boolean;
  placeholder?: string;
  /** The resort's today (MM/DD/YYYY or ISO), which the calendar opens on when nothing is chosen. */
  today?: string;
  /**
   * Whether the picker sits in a modal, which already dims and locks the page. Found from the
   * surrounding dialog when not given.
   */
  inModal?: boolean;
}

const Wrap = styled.div`
  position: relative;
`;

const InputRow = styled.div`
  display: flex;
  gap: ${theme.space.xs};
  align-items: stretch;
`;

const Toggle = styled.button`
  flex: none;
  width: ${theme.sizes.touch};
  min-height: ${theme.sizes.touch};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 1px solid ${theme.colors.slate};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.mist};
  color: ${theme.colors.navy};
  cursor: pointer;
  &:hover:not(:disabled) { background: ${theme.colors.line}; }
  &:disabled { color: ${theme.colors.disabled}; border-color: ${theme.colors.line}; cursor: not-allowed; }
  &:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
  &[aria-expanded='true'] { background: ${theme.colors.navy}; color: ${theme.colors.snow}; }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${theme.layers.popover};
  background: ${theme.colors.scrimLight};
  ${theme.media.phone} {
    background: ${theme.colors.scrim};
  }
`;

const Popup = styled.div<{ $inModal: boolean }>`
  box-sizing: border-box;
  position: absolute;
  top: calc(100% + ${theme.space.xs});
  left: 0;
  z-index: ${(p) => (p.$inModal ? theme.layers.modalPopover : theme.layers.popover + 1)};
  width: 368px;
  max-width: calc(100vw - ${theme.space.lg});
  padding: ${theme.space.md};
  background: ${theme.colors.snow};
  color: ${theme.colors.navy};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.popover};
  font-family: ${theme.fonts.body};
  &:focus { outline: none; }
  ${theme.media.phone} {
    /* A full-width sheet from the bottom of the screen, in thumb reach. */
    position: fixed;
    top: auto;
    left: 0;
    right: 0;
    bottom: 0;
    width: 100%;
    max-width: none;
    max-height: 90vh;
    overflow-y: auto;
    border-radius: ${theme.radii.lg} ${theme.radii.lg} 0 0;
    border-bottom: none;
    padding-bottom: calc(${theme.space.md} + env(safe-area-inset-bottom, 0px));
  }
  ${(p) =>
    p.$inModal &&
    css`
      ${theme.media.tablet} {
        /* In a dialog the calendar takes its place in the flow: the dialog scrolls instead of clipping it. */
        position: static;
        margin-top: ${theme.space.xs};
        box-shadow: none;
      }
    `}
`;

const CalendarLoading = styled.p`
  min-height: 300px;
  margin: 0;
  color: ${theme.colors.slate};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${theme.space.sm};
`;

const Close = styled.button`
  font: inherit;
  font-weight: 600;
  min-height: ${theme.sizes.touch};
  padding: 0 ${theme.space.md};
  border: none;
  border-radius: ${theme.radii.md};
  background: none;
  color: ${theme.colors.navy};
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
`;

const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const Note = styled.p`
  margin: ${theme.space.xs} 0 0;
  font-size: ${theme.typeScale.sm};
  color: ${theme.colors.navy};
  &:empty { margin: 0; }
`;

function CalendarIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <rect x="2.5" y="4" width="15" height="13.5" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M2.5 8h15M6.5 2.5v3M13.5 2.5v3" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Accessible date picker: text entry in MM/DD/YYYY (MM/DD/YY accepted) plus a calendar whose days
 * carry a price or 'Sold Out'. Spec section 4: shown outside a modal it adds an overlay and on
 * phones locks body scrolling; on hide both are restored.
 */
export function DatePicker({
  id,
  label,
  value,
  onChange,
  min,
  max,
  disabledDates,
  enabledDates,
  subLabels,
  error,
  disabled,
  placeholder = 'MM/DD/YYYY',
  today,
  inModal,
}: DatePickerProps) {
  const rules = useMemo(
    () => calendarRules({ min, max, disabledDates, enabledDates, subLabels }),
    [min, max, disabledDates, enabledDates, subLabels],
  );
  const inactive = Boolean(disabled || rules.conflict);
  const todayDay = useMemo(() => calendarToday(today), [today]);
  const selected = isoFromInput(value);

  const [open, setOpen] = useState(false);
  const [focusDay, setFocusDay] = useState<string>(() => clampToRange(selected ?? todayDay, rules));
  const [withinModal, setWithinModal] = useState(false);
  const moveFocus = useRef(false);
  const wrap = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const popupId = `${id}-calendar`;
  const hintId = `${id}-format`;

  const show = () => {
    setFocusDay(clampToRange(isoFromInput(readDateEntry(draft ?? value)) ?? todayDay, rules));
    setWithinModal(inModal ?? Boolean(wrap.current?.closest('[aria-modal="true"]')));
    moveFocus.current = true;
    setOpen(true);
  };

  const hide = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggle.current?.focus();
  };

  useEffect(() => {
    if (!open || withinModal || !isPhoneViewport()) return;
    return lockBodyScroll();
  }, [open, withinModal]);

  useEffect(() => {
    if (open && inactive) setOpen(false);
  }, [open, inactive]);

  const focusDayButton = useCallback(() => {
    if (!moveFocus.current) return;
    const button = popup.current?.querySelector<HTMLElement>(`[data-date="${focusDay}"]`);
    // No grid yet: it is loading, and focuses the day when it is in.
    if (!button) return;
    moveFocus.current = false;
    button.focus();
  }, [focusDay]);

  useLayoutEffect(() => {
    if (open) focusDayButton();
  }, [open, focusDayButton]);

  const pick = (day: string) => {
    if (!isPickable(day, rules)) return;
    onChange(displayDate(day));
    hide(true);
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      // Only the calendar closes, not a modal around it.
      event.stopPropagation();
      event.preventDefault();
      hide(true);
    }
  };

  const onBlur = () => {
    if (!open) return;
    // Wait for the new focus to land: moving between months re-renders the focused day.
    setTimeout(() => {
      if (wrap.current && !wrap.current.contains(document.activeElement)) setOpen(false);
    }, 0);
  };

  const { draft, note, onType, settle, leave } = useDateEntry({ label, value, onChange, rules, input });

  const describedBy = [hintId, note ? `${id}-note` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <Field id={id} label={label} error={error}>
      <Wrap
        ref={wrap}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        onPointerEnter={preloadCalendarMonth}
        onFocus={preloadCalendarMonth}
        data-state={open ? 'shown' : 'hidden'}
      >
        <InputRow>
          <Input
            ref={input}
            id={id}
            value={draft ?? value}
            placeholder={placeholder}
            disabled={inactive}
            inputMode="numeric"
            autoComplete="off"
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            onChange={(e) => onType(e.target.value, e.target === document.activeElement)}
            onBlur={leave}
            onKeyDown={(e) => {
              // Enter ends the entry before the form reads it, so a search runs with the date typed.
              if (e.key === 'Enter') settle(true);
              if (e.key === 'ArrowDown' && e.altKey && !open) {
                e.preventDefault();
                show();
              }
            }}
          />
          <Toggle
            ref={toggle}
            type="button"
            data-testid={`${id}-toggle`}
            aria-label={open ? `Close calendar for ${label}` : `Choose ${label} from calendar`}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? popupId : undefined}
            disabled={inactive}
            onClick={() => (open ? hide(false) : show())}
          >
            <CalendarIcon />
          </Toggle>
        </InputRow>
        <VisuallyHidden id={hintId}>Format MM/DD/YYYY</VisuallyHidden>
        <Note id={`${id}-note`} aria-live="polite" data-testid={`${id}-note`}>
          {note}
        </Note>
        {open ? (
          <>
            {withinModal ? null : (
              <Backdrop
                data-testid={`${id}-overlay`}
                onMouseDown={(e) => {
                  // Keep focus where it is, then hand it back to the calendar button.
                  e.preventDefault();
                  hide(true);
                }}
              />
            )}
            <Popup
              ref={popup}
              id={popupId}
              role="dialog"
              aria-label={`${label} calendar`}
              tabIndex={-1}
              $inModal={withinModal}
              data-testid={`${id}-calendar`}
            >
              <Suspense fallback={<CalendarLoading role="status">Loading the calendar…</CalendarLoading>}>
                <CalendarMonth
                  id={popupId}
                  focusDay={focusDay}
                  selected={selected}
                  today={todayDay}
                  rules={rules}
                  onFocusDay={(day, keyboard) => {
                    moveFocus.current = keyboard;
                    setFocusDay(day);
                  }}
                  onPick={pick}
                />
                <Shown onShown={focusDayButton} />
              </Suspense>
              <Footer>
                <Close type="button" onClick={() => hide(true)}>
                  Close
                </Close>
              </Footer>
            </Popup>
          </>
        ) : null}
      </Wrap>
    </Field>
  );
}
