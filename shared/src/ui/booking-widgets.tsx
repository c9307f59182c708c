import React, { useId, useState } from 'react';
import styled from 'styled-components';
import {
  changeNonBookableStart,
  dropdownTarget,
  initialNonBookableState,
  nonBookableUrl,
  singleProductLink,
  validateNonBookable,
  type DropdownOption,
  type NonBookableState,
  type SingleProductLink,
} from '../rules/booking-widgets';
import { navigate, theme, Button, Field, FieldWrap, Select, Modal, focusFirstError } from '@resort/shared';
import { DatePicker } from './date-picker';
import { NumberSpinner } from './number-spinner';

const Form = styled.form`
  background: ${theme.colors.snow};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.lg};
  padding: ${theme.space.lg};
  h3 { margin: 0 0 ${theme.space.md}; font-size: ${theme.typeScale.lg}; }
  .row { display: grid; gap: 0 ${theme.space.md}; grid-template-columns: 1fr; }
  ${theme.media.tablet} { .row { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
`;

/** Same window through the router; a named target window with window.open. */
function openLink(url: string, target = '_self') {
  if (target === '_self') navigate(url);
  else window.open(url, target, 'noopener');
}

export interface SingleProductWidgetProps extends SingleProductLink {
  title: string;
  buttonText: string;
  dateLabel?: string;
  /** The message registered for the date field on the page (spec section 5), else a default. */
  requiredMessage?: string;
  today?: string;
  /** Instead of navigating (tests, previews). */
  onNavigate?: (url: string, target: string) => void;
}

/** The single-product booking widget (spec section 2): a date and a button whose link gets the date. */
export function SingleProductWidget({
  title,
  buttonText,
  dateLabel = 'Date',
  requiredMessage,
  today,
  onNavigate,
  ...link
}: SingleProductWidgetProps) {
  const id = useId().replace(/:/g, '');
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    focusFirstError(event.currentTarget as HTMLFormElement);
    const result = singleProductLink(link, date, requiredMessage);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    (onNavigate ?? openLink)(result.url, result.target);
  };
  return (
    <Form onSubmit={submit} noValidate aria-label={title} data-testid="single-product-widget" data-state={error ? 'error' : 'ready'}>
      <h3>{title}</h3>
      <DatePicker
        id={`sp-${id}`}
        label={dateLabel}
        value={date}
        today={today}
        min={today}
        error={error}
        onChange={(value) => {
          setDate(value);
          // "error state ... cleared when the date changes"
          setError(null);
        }}
      />
      <Button type="submit">{buttonText}</Button>
    </Form>
  );
}

export interface NonBookableWidgetProps {
  title: string;
  /** Where the widget sends the visitor, with startDate, endDate, totalAdults, totalChildren. */
  baseUrl: string;
  buttonText: string;
  today: string;
  /** When given, a confirmation modal shows this before redirecting. */
  confirmation?: { title: string; text: string; confirmText: string };
  onNavigate?: (url: string) => void;
}

/** The non-bookable product widget (spec section 2): start, optional return, adults, children, an optional confirmation. */
export function NonBookableWidget({ title, baseUrl, buttonText, today, confirmation, onNavigate }: NonBookableWidgetProps) {
  const id = useId().replace(/:/g, '');
  const [state, setState] = useState<NonBookableState>(() => initialNonBookableState(today));
  const [errors, setErrors] = useState<{ startDate?: string; endDate?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const go = () => (onNavigate ?? ((url: string) => openLink(url)))(nonBookableUrl(baseUrl, state));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    focusFirstError(event.currentTarget as HTMLFormElement);
    const check = validateNonBookable(state);
    setErrors(check.errors);
    if (!check.valid) return;
    if (confirmation) setConfirming(true);
    else go();
  };
  return (
    <Form onSubmit={submit} noValidate aria-label={title} data-testid="non-bookable-widget">
      <h3>{title}</h3>
      <div className="row">
        <DatePicker
          id={`nb-start-${id}`}
          label="Start date"
          value={state.startDate}
          min={today}
          today={today}
          error={errors.startDate}
          onChange={(value) => setState((s) => changeNonBookableStart(s, value))}
        />
        <DatePicker
          id={`nb-end-${id}`}
          label="Return date (optional)"
          value={state.endDate}
          min={state.endMin}
          today={state.endMin}
          error={errors.endDate}
          onChange={(value) => setState((s) => ({ ...s, endDate: value }))}
        />
        <FieldWrap>
          <NumberSpinner
            id={`nb-adults-${id}`}
            label="Adults"
            value={state.totalAdults}
            min={1}
            max={19}
            onChange={(n) => setState((s) => ({ ...s, totalAdults: n }))}
          />
        </FieldWrap>
        <FieldWrap>
          <NumberSpinner
            id={`nb-children-${id}`}
            label="Children"
            value={state.totalChildren}
            min={0}
            max={6}
            onChange={(n) => setState((s) => ({ ...s, totalChildren: n }))}
          />
        </FieldWrap>
      </div>
      <Button type="submit">{buttonText}</Button>
      {confirmation ? (
        <Modal open={confirming} onClose={() => setConfirming(false)} title={confirmation.title}>
          <p>{confirmation.text}</p>
          <Button
            type="button"
            onClick={() => {
              setConfirming(false);
              go();
            }}
          >
            {confirmation.confirmText}
          </Button>
        </Modal>
      ) : null}
    </Form>
  );
}

export interface DropdownBookingWidgetProps {
  title: string;
  label: string;
  options: DropdownOption[];
  buttonText: string;
  onNavigate?: (url: string) => void;
}

/** The generic dropdown booking widget (spec section 2): the button goes to the chosen option's URL. */
export function DropdownBookingWidget({ title, label, options, buttonText, onNavigate }: DropdownBookingWidgetProps) {
  const id = `dd-${useId().replace(/:/g, '')}`;
  const [selected, setSelected] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Form
      noValidate
      aria-label={title}
      data-testid="dropdown-widget"
      onSubmit={(event) => {
        event.preventDefault();
        focusFirstError(event.currentTarget as HTMLFormElement);
        const result = dropdownTarget(options, selected);
        if (!result.ok) {
          setError(result.error);
          return;
        }
        (onNavigate ?? ((url: string) => openLink(url)))(result.url);
      }}
    >
      <h3>{title}</h3>
      <Field id={id} label={label} error={error}>
        <Select
          id={id}
          value={selected}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setSelected(e.target.value);
            setError(null);
          }}
        >
          <option value="">Select…</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit">{buttonText}</Button>
    </Form>
  );
}
