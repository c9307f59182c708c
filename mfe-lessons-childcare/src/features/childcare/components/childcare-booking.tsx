import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Card, ErrorState, Field, Heading, MAX_CHILDREN, Select, formatMoney, theme, visitorMessage } from '@resort/shared';
import { displayDate, formatDate, isoFromInput, resortToday } from '@resort/shared/dates';
import { DatePicker, ResortOptions } from '@resort/shared/ui';
import { DEMO_RESORTS } from '@resort/shared/demo-resorts';
import { AddToCartControl } from '../../results/components/add-to-cart-control';
import { useAddChildcareToCartMutation } from '../api/add-childcare-to-cart';
import { useChildcareDayQuery } from '../api/get-childcare-day';
import { useChildcareUnavailableDatesQuery } from '../api/get-childcare-unavailable-dates';

/** The age groups as parents read them (spec: infant ages in months, toddler, preschool). */
export const AGE_GROUPS = [
  { id: 'infant', label: 'Infant (2-18 months)' },
  { id: 'toddler', label: 'Toddler (19-35 months)' },
  { id: 'preschool', label: 'Preschool (3-6 years)' },
] as const;

const Grid = styled.div`
  display: grid;
  gap: 0 ${theme.space.md};
  ${theme.media.tablet} {
    grid-template-columns: 1fr 1fr 1fr;
  }
`;

const Day = styled.div`
  border-top: 1px solid ${theme.colors.line};
  margin-top: ${theme.space.md};
  padding-top: ${theme.space.md};
  display: grid;
  gap: ${theme.space.sm};
`;

/**
 * Book childcare (spec section 7's childcare calls): a location, an age group and a day. Days the
 * nursery is closed or full are disabled in the picker; the chosen day shows its price and places
 * left, and each child is named in checkout.
 */
export function ChildcareBooking() {
  const [locationId, setLocationId] = useState('');
  const [ageGroupId, setAgeGroupId] = useState('');
  const [date, setDate] = useState('');
  const [added, setAdded] = useState(false);
  const resort = DEMO_RESORTS.find((r) => r.id === locationId);
  const today = resort ? resortToday(resort.timeZone) : null;
  const chosen = Boolean(resort && ageGroupId);
  const unavailable = useChildcareUnavailableDatesQuery(chosen && today ? { locationId, ageGroupId, startdate: formatDate(today) } : null);
  // Asked only for a whole MM/DD/YYYY: a date half typed ('12/2/20') would read as another day.
  const iso = date.length === 10 ? isoFromInput(date) : null;
  const closed = iso ? (unavailable.data?.unavailableDates.includes(iso) ?? false) : false;
  const day = useChildcareDayQuery(chosen && iso && !closed ? { locationId, ageGroupId, selectedDate: date } : null);
  const add = useAddChildcareToCartMutation();

  const choose = (set: (v: string) => void) => (value: string) => {
    set(value);
    setAdded(false);
    add.reset();
  };

  return (
    <Card as="section" aria-labelledby="childcare-book-heading">
      <Heading as="h2" id="childcare-book-heading">
        Book a day of childcare
      </Heading>
      <Grid>
        <Field id="childcare-location" label="Resort">
          <Select id="childcare-location" value={locationId} onChange={(e) => choose(setLocationId)(e.target.value)}>
            <option value="">Select a resort</option>
            <ResortOptions />
          </Select>
        </Field>
        <Field id="childcare-age-group" label="Age group">
          <Select id="childcare-age-group" value={ageGroupId} onChange={(e) => choose(setAgeGroupId)(e.target.value)}>
            <option value="">Select an age group</option>
            {AGE_GROUPS.map((g) => (
              <option key={g.id} value={g.id}>
                {g.label}
              </option>
            ))}
          </Select>
        </Field>
        <DatePicker
          id="childcare-date"
          label="Day of care"
          value={date}
          onChange={choose(setDate)}
          disabled={!chosen}
          today={today ? formatDate(today) : undefined}
          min={unavailable.data ? formatDate(today!) : undefined}
          max={unavailable.data ? formatDate(today!.plus({ months: 2 }).minus({ days: 1 })) : undefined}
          disabledDates={unavailable.data?.unavailableDates}
          error={closed ? 'Childcare is not available that day. Please choose another day.' : null}
        />
      </Grid>
      {!chosen ? <p>Choose a resort and an age group to see the days with places.</p> : null}
      {unavailable.isError ? <ErrorState message={visitorMessage(unavailable.error)} /> : null}
      {day.isError ? <ErrorState message={visitorMessage(day.error)} /> : null}
      {day.data ? (
        <Day data-testid="childcare-day">
          <Heading as="h3" $size="card">
            {day.data.title} at {day.data.resortName} on {displayDate(day.data.date)}
          </Heading>
          <p>
            {formatMoney(day.data.price, day.data.currency)} per child ·{' '}
            {day.data.soldOut ? 'Sold Out' : `${day.data.spacesLeft} ${day.data.spacesLeft === 1 ? 'place' : 'places'} left`}
          </p>
          <AddToCartControl
            id="add-childcare"
            quantityLabel="Children"
            max={Math.min(day.data.spacesLeft, MAX_CHILDREN)}
            adding={add.isPending}
            error={add.isError ? visitorMessage(add.error) : null}
            onAdd={(children) => add.mutate({ productId: day.data.id, date: day.data.date, children }, { onSuccess: () => setAdded(true) })}
          />
          {added ? <Alert $tone="success">Added to your cart. You name each child in checkout.</Alert> : null}
        </Day>
      ) : null}
    </Card>
  );
}
