import { useId } from 'react';
import styled from 'styled-components';
import { BIKE_LENGTH, BOOKING_TYPE, Button, Field, RENTAL_SEASON, Select, theme, type BikeLength, focusFirstError } from '@resort/shared';
import { activeCalendarGroup, canPickupAfter3, returnDateMin } from '@resort/shared/rules';
import { isoFromInput } from '@resort/shared/dates';
import { DatePicker } from '@resort/shared/ui';
import type { RentalWidgetResponse } from '../../../../contract';
import { useRentalForm } from '../model/use-rental-form';
import { MyEpicGearModal } from '../../my-epic-gear/components/my-epic-gear-modal';
import { BookingTypeChoice } from './booking-type-choice';
import { InfoTip } from './info-tip';

const Form = styled.form`
  display: grid;
  grid-template-columns: 1fr;
  gap: 0 ${theme.space.md};
  ${theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const CheckRow = styled(Wide)`
  display: flex;
  align-items: center;
  margin-bottom: ${theme.space.md};
`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: 44px;
  color: ${theme.colors.navy};
  input { width: 20px; height: 20px; }
`;

const BIKE_LENGTHS: Array<[BikeLength, string]> = [
  [BIKE_LENGTH.fullDay, 'Full day'],
  [BIKE_LENGTH.halfDayMorning, 'Half day morning'],
  [BIKE_LENGTH.halfDayAfternoon, 'Half day afternoon'],
];

const isoList = (dates: string[]) => dates.map((d) => isoFromInput(d)).filter((d): d is string => d !== null);

interface RentalFormProps {
  model: RentalWidgetResponse;
  resort: string;
  suggestedStart?: string;
}

/** The rentals widget's form for one season; every change goes through the shared reducer. */
export function RentalForm({ model, resort, suggestedStart }: RentalFormProps) {
  const summer = model.season === RENTAL_SEASON.summer;
  const { state, dispatch, submit, upsellOpen, closeUpsell, upgrade } = useRentalForm({
    model,
    resort,
    suggestedStart,
    tabName: summer ? 'Bike' : 'Ski & Snowboard',
  });
  const id = useId().replace(/:/g, '');
  const group = activeCalendarGroup(model, state);
  const blackouts = isoList(group.blackoutDates);
  const delivery = state.bookingType === BOOKING_TYPE.delivery;
  const halfDay = summer && state.bikeRentalLength !== BIKE_LENGTH.fullDay;
  const dateWord = delivery ? 'Delivery on' : 'Pick up on';

  return (
    <Form
      noValidate
      aria-label={summer ? 'Bike rentals' : 'Ski and snowboard rentals'}
      onSubmit={(event) => {
        event.preventDefault();
        focusFirstError(event.currentTarget);
        submit();
      }}
    >
      {!model.isPickUpOnly ? (
        <Wide>
          <BookingTypeChoice
            name={`${id}-booking-type`}
            value={state.bookingType}
            onChange={(bookingType) => dispatch({ type: 'switchBookingType', bookingType })}
          />
        </Wide>
      ) : null}
      {summer ? (
        <Wide>
          <Field id={`${id}-bike-length`} label="Rental length">
            <Select
              id={`${id}-bike-length`}
              value={state.bikeRentalLength}
              onChange={(e) => dispatch({ type: 'chooseBikeLength', length: Number(e.target.value) as BikeLength })}
            >
              {BIKE_LENGTHS.map(([length, label]) => (
                <option key={length} value={length}>
                  {label}
                </option>
              ))}
            </Select>
          </Field>
        </Wide>
      ) : null}
      <DatePicker
        id={`${id}-pickup`}
        label={dateWord}
        value={state.pickupDate}
        min={group.startDate}
        max={group.endDate}
        disabledDates={blackouts}
        error={state.errors.pickup}
        onChange={(date) => dispatch({ type: 'choosePickupDate', date })}
      />
      <DatePicker
        id={`${id}-return`}
        label="Return on"
        value={state.returnDate}
        min={returnDateMin(state) || group.startDate}
        max={group.endDate}
        disabledDates={blackouts}
        disabled={halfDay}
        error={state.errors.return}
        onChange={(date) => dispatch({ type: 'chooseReturnDate', date })}
      />
      {delivery ? (
        <Wide>
          <Field id={`${id}-delivery-time`} label="Delivery time" error={state.errors.deliveryTime}>
            <Select
              id={`${id}-delivery-time`}
              value={state.deliveryTime}
              aria-invalid={state.errors.deliveryTime ? true : undefined}
              onChange={(e) => dispatch({ type: 'chooseDeliveryTime', time: e.target.value })}
            >
              <option value="">Select a time</option>
              {model.deliveryTimes.map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))}
            </Select>
          </Field>
        </Wide>
      ) : null}
      {!summer && !delivery ? (
        <CheckRow>
          <Check>
            <input
              type="checkbox"
              checked={state.pickupAfter3}
              disabled={!canPickupAfter3(model, state)}
              onChange={(e) => dispatch({ type: 'togglePickupAfter3', on: e.target.checked })}
            />
            Pick up after 3PM
          </Check>
          <InfoTip title="Pick up after 3PM">
            <p>Collect your gear after 3PM the day before you ski and skip the morning line. The evening is free.</p>
          </InfoTip>
        </CheckRow>
      ) : null}
      <Wide>
        <Button type="submit" $block>
          {summer ? 'Find bikes' : 'Find rentals'}
        </Button>
      </Wide>
      {model.myEpicGear ? <MyEpicGearModal open={upsellOpen} content={model.myEpicGear} onClose={closeUpsell} onUpgrade={upgrade} /> : null}
    </Form>
  );
}
