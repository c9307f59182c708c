import React, { useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  AGE_GROUP_PLACEHOLDER,
  Button,
  DatePicker,
  ErrorState,
  Field,
  LoadingOverlay,
  Select,
  formatDate,
  liftTicketSearchUrl,
  navigate,
  parseDate,
  theme,
  validateLiftTicket,
  type LiftTicketValidation,
} from '@resort/shared';
import { getResorts, type LiftResort } from '../api/get-resorts';
import { getUnavailableDates } from '../api/get-unavailable-dates';
import { useRequest } from '../../../model/use-request';

export const RESULTS_PATH = '/lift-tickets';
export const MAX_DAYS = 5;

const Form = styled.form`
  display: grid;
  gap: 0 ${theme.space.md};
  grid-template-columns: 1fr;
  ${theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
  ${theme.media.desktop} {
    grid-template-columns: 1.2fr 1.2fr 0.8fr 1fr auto;
    align-items: start;
  }
`;

const Submit = styled.div`
  ${theme.media.tablet} {
    grid-column: 1 / -1;
  }
  ${theme.media.desktop} {
    grid-column: auto;
    align-self: end;
    /* Lines the button up with the controls, above the fields' own bottom margin. */
    margin-bottom: ${theme.space.md};
  }
`;

const isoToInput = (iso: string | null | undefined) => {
  const date = iso ? parseDate(iso) : null;
  return date ? formatDate(date) : undefined;
};

export interface LiftTicketWidgetProps {
  /** Resort id to preselect (a resort page's widget). */
  resort?: string;
  /** Default first day, MM/DD/YYYY. */
  startDate?: string;
}

/** The lift ticket widget (spec section 2): start date, number of days, age group. */
export function LiftTicketWidget({ resort: resortProp, startDate: startProp = '' }: LiftTicketWidgetProps) {
  const resorts = useRequest('resorts', getResorts);
  const [resortId, setResortId] = useState(resortProp ?? '');
  const [startDate, setStartDate] = useState(startProp);
  const [numberOfDays, setNumberOfDays] = useState(1);
  const [ageGroup, setAgeGroup] = useState('');
  const [errors, setErrors] = useState<LiftTicketValidation['errors']>({});

  const list = resorts.status === 'success' ? resorts.data : [];
  // Until the visitor picks one, the page's resort (or the first) is the one searched.
  const resort: LiftResort | undefined = list.find((r) => r.id === resortId) ?? list[0];
  const unavailable = useRequest(resort?.id ?? null, () => getUnavailableDates(resort!.id));
  const disabledDates = useMemo(() => (unavailable.status === 'success' ? unavailable.data.unavailableDates : []), [unavailable]);

  if (resorts.status === 'error') return <ErrorState />;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const query = { startDate, numberOfDays, ageGroup };
    const result = validateLiftTicket(query);
    setErrors(result.errors);
    if (!result.valid || !resort) return;
    navigate(liftTicketSearchUrl(`${RESULTS_PATH}?resort=${encodeURIComponent(resort.id)}`, query));
  };

  return (
    <LoadingOverlay active={resorts.status === 'loading'} label="Loading lift tickets">
      <Form noValidate onSubmit={submit} aria-label="Find lift tickets" data-testid="lift-ticket-widget">
        <Field id="lift-resort" label="Resort">
          <Select id="lift-resort" value={resort?.id ?? ''} onChange={(e) => setResortId(e.target.value)}>
            {list.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}, {r.region}
              </option>
            ))}
          </Select>
        </Field>
        <DatePicker
          id="lift-start-date"
          label="First day"
          value={startDate}
          onChange={(value) => {
            setStartDate(value);
            setErrors((e) => ({ ...e, startDate: undefined }));
          }}
          min={isoToInput(resort?.today)}
          max={isoToInput(resort?.lastDay)}
          today={resort?.today}
          disabledDates={disabledDates}
          error={errors.startDate}
        />
        <Field id="lift-days" label="Number of days" error={errors.numberOfDays}>
          <Select id="lift-days" value={numberOfDays} onChange={(e) => setNumberOfDays(Number(e.target.value))}>
            {Array.from({ length: MAX_DAYS }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n === 1 ? '1 day' : `${n} days`}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="lift-age-group" label="Age group" error={errors.ageGroup}>
          <Select
            id="lift-age-group"
            value={ageGroup}
            aria-invalid={errors.ageGroup ? true : undefined}
            aria-describedby={errors.ageGroup ? 'lift-age-group-error' : undefined}
            onChange={(e) => {
              setAgeGroup(e.target.value);
              setErrors((prev) => ({ ...prev, ageGroup: undefined }));
            }}
          >
            <option value="">{AGE_GROUP_PLACEHOLDER}</option>
            {(resort?.ageCategories ?? []).map((c) => (
              <option key={c.code} value={c.code}>
                {c.label}
              </option>
            ))}
          </Select>
        </Field>
        <Submit>
          <Button type="submit" $block>
            Find tickets
          </Button>
        </Submit>
      </Form>
    </LoadingOverlay>
  );
}
