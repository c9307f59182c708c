import React, { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  ErrorText,
  Field,
  MAX_CHILDREN,
  MAX_GUESTS,
  MIN_ADULTS,
  navigate,
  Select,
  theme,
  WidgetForm,
  focusFirstError,
} from '@resort/shared';
import {
  changeAdults,
  changeChildCount,
  changeLodgingCheckIn,
  changeLodgingCheckOut,
  lodgingCheckOutMax,
  lodgingCheckOutMin,
  lodgingPlusButtons,
  type LodgingState,
} from '@resort/shared/rules';
import { todayIso, displayDate } from '@resort/shared/dates';
import { DatePicker, NumberSpinner, ResortOptions } from '@resort/shared/ui';
import { planUrl, tripOf, tripProblems, type TripFormState } from './trip-query';

// Five fields side by side on a desktop, where the booking tabs fit four.
const TripGrid = styled(WidgetForm)`
  ${theme.media.desktop} { grid-template-columns: repeat(5, minmax(0, 1fr)); }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const Problems = styled.ul`
  margin: 0;
  padding-left: ${theme.space.lg};
`;

/**
 * One search for the whole trip: resort, arrival, departure and party. Dates and party move by the
 * lodging rules (a trip is a stay); problems show after a submit and clear as they are fixed.
 */
export function TripForm({
  initial,
  submitLabel = 'Plan my trip',
  checkNow = false,
}: {
  initial: TripFormState;
  submitLabel?: string;
  /** Shows the problems at once (a trip from the address that cannot be planned). */
  checkNow?: boolean;
}) {
  const [state, setState] = useState(initial);
  const [submitted, setSubmitted] = useState(checkNow);
  const problems = submitted ? tripProblems(state) : [];
  const plus = lodgingPlusButtons(state);
  // The lodging rules move a stay; the resort stays as chosen.
  const stay = (next: LodgingState) => setState({ ...next, resortId: state.resortId });

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    focusFirstError(event.currentTarget as HTMLFormElement);
    setSubmitted(true);
    const trip = tripOf(state);
    if (trip) navigate(planUrl(trip));
  };

  return (
    <TripGrid onSubmit={onSubmit} noValidate aria-label="Plan a trip" data-testid="trip-form">
      <Field id="trip-resort" label="Resort">
        <Select
          id="trip-resort"
          value={state.resortId}
          aria-invalid={submitted && !state.resortId ? true : undefined}
          onChange={(e) => setState({ ...state, resortId: e.target.value })}
        >
          <option value="">Choose a resort</option>
          <ResortOptions withRegion />
        </Select>
      </Field>
      <DatePicker
        id="trip-arrival"
        label="Arrival"
        value={state.checkIn}
        min={displayDate(todayIso())}
        onChange={(value) => stay(changeLodgingCheckIn(state, value))}
      />
      <DatePicker
        id="trip-departure"
        label="Departure"
        value={state.checkOut}
        min={lodgingCheckOutMin(state.checkIn)}
        max={lodgingCheckOutMax(state.checkIn)}
        onChange={(value) => stay(changeLodgingCheckOut(state, value))}
      />
      <NumberSpinner
        id="trip-adults"
        label="Adults"
        value={state.adults}
        min={MIN_ADULTS}
        max={MAX_GUESTS}
        plusDisabled={!plus.adultsPlus}
        onChange={(value) => stay(changeAdults(state, value))}
      />
      <NumberSpinner
        id="trip-children"
        label="Children"
        value={state.children}
        min={0}
        max={MAX_CHILDREN}
        plusDisabled={!plus.childrenPlus}
        onChange={(value) => stay(changeChildCount(state, value))}
      />
      {problems.length ? (
        <Wide>
          <ErrorText as="div" role="alert" id="trip-problems">
            <Problems>
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </Problems>
          </ErrorText>
        </Wide>
      ) : null}
      <Wide>
        <Button type="submit" $block>
          {submitLabel}
        </Button>
      </Wide>
    </TripGrid>
  );
}
