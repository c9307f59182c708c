import styled from 'styled-components';
import { Button, ErrorText, MAX_CHILDREN, MAX_GUESTS, MIN_ADULTS, theme, WidgetForm } from '@resort/shared';
import { DatePicker, NumberSpinner, searchOnSubmit } from '@resort/shared/ui';
import { useLodgingForm } from '../model/use-lodging-form';
import { ChildAgeSelect } from './child-age-select';

export const LODGING_RESULTS_PATH = '/lodging';

export interface LodgingWidgetProps {
  /** MM/DD/YYYY defaults from the booking tabs. */
  startDate?: string;
  endDate?: string;
  /** The submit button's URL (spec section 2); the results page when absent. */
  searchUrl?: string;
}

const Ages = styled.fieldset`
  grid-column: 1 / -1;
  border: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.sm};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${theme.media.tablet} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  ${theme.media.desktop} { grid-template-columns: repeat(6, minmax(0, 1fr)); }
  legend { font-weight: 600; color: ${theme.colors.navy}; margin-bottom: ${theme.space.xs}; padding: 0; }
`;

const Actions = styled.div`
  grid-column: 1 / -1;
`;

/** The Lodging tab: check-in, check-out, adults, children and their ages. */
export function LodgingWidget({ startDate, endDate, searchUrl = LODGING_RESULTS_PATH }: LodgingWidgetProps) {
  const form = useLodgingForm({ startDate, endDate, searchUrl });
  const { state, errors, plus } = form;

  return (
    <WidgetForm onSubmit={searchOnSubmit(form.submit)} noValidate aria-label="Search lodging" data-testid="lodging-widget">
      <DatePicker
        id="lodging-check-in"
        label="Check-in"
        value={state.checkIn}
        onChange={form.setCheckIn}
        min={form.checkInMin}
        error={errors.checkIn}
      />
      <DatePicker
        id="lodging-check-out"
        label="Check-out"
        value={state.checkOut}
        onChange={form.setCheckOut}
        min={form.checkOutMin}
        max={form.checkOutMax}
        error={errors.checkOut}
      />
      <NumberSpinner
        id="lodging-adults"
        label="Adults"
        value={state.adults}
        min={MIN_ADULTS}
        max={MAX_GUESTS}
        plusDisabled={!plus.adultsPlus}
        onChange={form.setAdults}
      />
      <NumberSpinner
        id="lodging-children"
        label="Children"
        value={state.children}
        min={0}
        max={MAX_CHILDREN}
        plusDisabled={!plus.childrenPlus}
        onChange={form.setChildren}
      />
      {state.children > 0 ? (
        <Ages>
          <legend>Children&apos;s ages at check-in</legend>
          {state.childAges.map((age, index) => (
            <ChildAgeSelect key={index} index={index} value={age} onChange={(value) => form.setChildAge(index, value)} />
          ))}
        </Ages>
      ) : null}
      {errors.guests ? (
        <Actions>
          <ErrorText id="lodging-guests-error" role="alert">
            {errors.guests}
          </ErrorText>
        </Actions>
      ) : null}
      <Actions>
        <Button type="submit" $block data-url={searchUrl}>
          Search lodging
        </Button>
      </Actions>
    </WidgetForm>
  );
}
