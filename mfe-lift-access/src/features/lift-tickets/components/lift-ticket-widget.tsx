import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, ErrorState, Field, Select, WidgetForm, navigate, visitorMessage, focusFirstError } from '@resort/shared';
import { AGE_GROUP_PLACEHOLDER, liftTicketSearchUrl, validateLiftTicket, type LiftTicketValidation } from '@resort/shared/rules';
import { normalizeDate } from '@resort/shared/dates';
import { DatePicker, LoadingOverlay, ResortOptions } from '@resort/shared/ui';
import { useResortsQuery, type LiftResort } from '../api/get-resorts';
import { useUnavailableDatesQuery } from '../api/get-unavailable-dates';
import { searchedResort } from '../model/query-keys';
import { MAX_TICKET_DAYS } from '../../../../contract-limits';

export const RESULTS_PATH = '/lift-tickets';

const Actions = styled.div`
  grid-column: 1 / -1;
`;

const isoToInput = (iso: string | null | undefined) => normalizeDate(iso) || undefined;

const NO_DATES: string[] = [];

export interface LiftTicketWidgetProps {
  /** Resort id to preselect (a resort page's widget). */
  resort?: string;
  /** Default first day, MM/DD/YYYY. */
  startDate?: string;
}

/** The lift ticket widget (spec section 2): start date, number of days, age group. */
export function LiftTicketWidget({ resort: resortProp, startDate: startProp = '' }: LiftTicketWidgetProps) {
  const resorts = useResortsQuery();
  const [resortId, setResortId] = useState(resortProp ?? '');
  const [startDate, setStartDate] = useState(startProp);
  const [numberOfDays, setNumberOfDays] = useState(1);
  const [ageGroup, setAgeGroup] = useState('');
  const [errors, setErrors] = useState<LiftTicketValidation['errors']>({});

  const list = resorts.data ?? [];
  // Until the visitor picks one, the page's resort (or the first) is the one searched.
  const resort: LiftResort | undefined = searchedResort(list, resortId);
  // Without the sold-out days the picker still works: the search marks them 'Sold Out'.
  const unavailable = useUnavailableDatesQuery(resort?.id);
  const disabledDates = unavailable.data?.unavailableDates ?? NO_DATES;

  if (resorts.isError) return <ErrorState message={visitorMessage(resorts.error)} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    focusFirstError(event.currentTarget as HTMLFormElement);
    const query = { startDate, numberOfDays, ageGroup };
    const result = validateLiftTicket(query);
    setErrors(result.errors);
    if (!result.valid || !resort) return;
    navigate(liftTicketSearchUrl(`${RESULTS_PATH}?resort=${encodeURIComponent(resort.id)}`, query));
  };

  return (
    <LoadingOverlay active={resorts.isPending} label="Loading lift tickets">
      <WidgetForm noValidate onSubmit={submit} aria-label="Find lift tickets" data-testid="lift-ticket-widget">
        <Field id="lift-resort" label="Resort">
          <Select id="lift-resort" value={resort?.id ?? ''} onChange={(e) => setResortId(e.target.value)}>
            <ResortOptions resorts={list} withRegion />
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
            {Array.from({ length: MAX_TICKET_DAYS }, (_, i) => i + 1).map((n) => (
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
        <Actions>
          <Button type="submit">Find tickets</Button>
        </Actions>
      </WidgetForm>
    </LoadingOverlay>
  );
}
