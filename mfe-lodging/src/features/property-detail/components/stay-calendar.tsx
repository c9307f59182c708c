import React, { useMemo, useState } from 'react';
import styled from 'styled-components';
import { DateTime } from 'luxon';
import { Button, formatMoney, MAX_CHILDREN, MAX_GUESTS, navigate, theme, focusFirstError } from '@resort/shared';
import {
  changeLodgingCheckIn,
  changeLodgingCheckOut,
  initialLodgingState,
  LODGING_MESSAGES,
  lodgingCheckOutMax,
  lodgingCheckOutMin,
  lodgingSearchUrl,
  validateLodging,
  type LodgingState,
} from '@resort/shared/rules';
import { formatDate, isoFromInput } from '@resort/shared/dates';
import { DatePicker, type DayLabel } from '@resort/shared/ui';
import { usePropertyCalendarQuery } from '../api/get-property-calendar';

const Form = styled.form`
  display: grid;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.md};
  ${theme.media.tablet} { grid-template-columns: 1fr 1fr; align-items: start; }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
  p { margin: 0 0 ${theme.space.xs}; color: ${theme.colors.slate}; font-size: ${theme.typeScale.sm}; }
`;

/** '$189' under a day: whole units, so the price fits the calendar cell. */
const dayPrice = (minor: number, currency: string) => formatMoney(Math.round(minor / 100) * 100, currency).replace(/\.00\b/, '');

export interface StayCalendarProps {
  propertyId: string;
  /** The page's stay (MM/DD/YYYY dates and the party), or a default one when the page has none. */
  stay: LodgingState;
}

/**
 * The stay's dates, picked from calendars that show each night's lowest price for the party or
 * 'Sold Out' under the date (the shared date picker's sub-labels). Updating the stay re-prices the
 * rooms on the same page.
 */
export function StayCalendar({ propertyId, stay }: StayCalendarProps) {
  const [state, setState] = useState(stay);
  // Each message beside the date it is about (spec section 5's keys).
  const [errors, setErrors] = useState<{ checkIn?: string; checkOut?: string }>({});
  // The prices cover six weeks from the first of the check-in's month.
  const checkIn = isoFromInput(state.checkIn);
  const from = (checkIn ? DateTime.fromISO(checkIn) : DateTime.now()).startOf('month');
  const calendar = usePropertyCalendarQuery({
    propertyId,
    from: from.toISODate() as string,
    adultcount: state.adults,
    childcount: state.children,
  });
  const subLabels = useMemo(() => {
    const labels: Record<string, DayLabel> = {};
    for (const n of calendar.data?.nights ?? []) {
      labels[n.night] = n.rate === null ? { text: 'Sold Out', soldOut: true } : { text: dayPrice(n.rate, calendar.data!.currency) };
    }
    return labels;
  }, [calendar.data]);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    focusFirstError(event.currentTarget as HTMLFormElement);
    const checked = validateLodging(state);
    const { checkIn, checkOut } = checked.errors;
    if (checkIn || checkOut) {
      setErrors({
        checkIn: checkIn ? LODGING_MESSAGES[checkIn] : undefined,
        checkOut: checkOut && checkOut !== checkIn ? LODGING_MESSAGES[checkOut] : undefined,
      });
      return;
    }
    setErrors({});
    navigate(lodgingSearchUrl(`/lodging/${encodeURIComponent(propertyId)}`, state));
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Dates of your stay" data-testid="stay-calendar">
      <Wide>
        <p>Each night shows the lowest price for your party, or Sold Out.</p>
      </Wide>
      <DatePicker
        id="stay-check-in"
        label="Check-in"
        value={state.checkIn}
        min={formatDate(DateTime.now())}
        subLabels={subLabels}
        error={errors.checkIn}
        onChange={(value) => setState(changeLodgingCheckIn(state, value))}
      />
      <DatePicker
        id="stay-check-out"
        label="Check-out"
        value={state.checkOut}
        min={lodgingCheckOutMin(state.checkIn)}
        max={lodgingCheckOutMax(state.checkIn)}
        subLabels={subLabels}
        error={errors.checkOut}
        onChange={(value) => setState(changeLodgingCheckOut(state, value))}
      />
      <Wide>
        <Button type="submit" $variant="secondary">
          Update stay
        </Button>
      </Wide>
    </Form>
  );
}

/** The page's stay as the calendar edits it; two weeks out for two adults when the page has none. */
export function stayState(query: URLSearchParams): LodgingState {
  const fallback = initialLodgingState(formatDate(DateTime.now().plus({ days: 14 })));
  const checkIn = query.get('arrivaldate') ?? fallback.checkIn;
  const state = changeLodgingCheckOut(changeLodgingCheckIn(fallback, checkIn), query.get('departuredate') ?? fallback.checkOut);
  const adults = Number(query.get('adultcount') ?? 2);
  const asked = Number(query.get('childcount') ?? 0);
  const children = Number.isInteger(asked) && asked >= 0 ? Math.min(asked, MAX_CHILDREN) : 0;
  const ages = (query.get('childagearray') ?? '').split(',');
  return {
    ...state,
    adults: Number.isInteger(adults) && adults > 0 ? Math.min(adults, MAX_GUESTS - children) : 2,
    children,
    childAges: Array.from({ length: children }, (_, i) => ages[i] ?? ''),
  };
}
