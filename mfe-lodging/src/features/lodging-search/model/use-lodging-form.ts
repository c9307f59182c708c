import { useState } from 'react';
import { DateTime } from 'luxon';
import { getEventBus } from '@resort/shared';
import {
  changeAdults,
  changeChildAge,
  changeChildCount,
  changeLodgingCheckIn,
  changeLodgingCheckOut,
  initialLodgingState,
  LODGING_MESSAGES,
  lodgingCheckOutMax,
  lodgingCheckOutMin,
  lodgingErrorMessages,
  lodgingPlusButtons,
  lodgingSearchUrl,
  validateLodging,
  type LodgingState,
  type LodgingValidation,
} from '@resort/shared/rules';
import { formatDate } from '@resort/shared/dates';

export interface LodgingFieldErrors {
  checkIn: string | null;
  checkOut: string | null;
  guests: string | null;
}

const NO_ERRORS: LodgingFieldErrors = { checkIn: null, checkOut: null, guests: null };

function fieldErrors(result: LodgingValidation): LodgingFieldErrors {
  return {
    checkIn: result.errors.checkIn ? LODGING_MESSAGES[result.errors.checkIn] : null,
    checkOut: result.errors.checkOut ? LODGING_MESSAGES[result.errors.checkOut] : null,
    guests: result.errors.guests ?? null,
  };
}

function startingState(startDate?: string, endDate?: string): LodgingState {
  const initial = initialLodgingState(startDate || formatDate(DateTime.now()));
  return endDate ? changeLodgingCheckOut(initial, endDate) : initial;
}

/**
 * The Lodging tab's state. Every move (date bumps, guest limits, age inputs) comes from the shared
 * lodging rules so the widget and the server agree; errors show only after a submit and clear as
 * the visitor fixes them.
 */
export function useLodgingForm({ startDate, endDate, searchUrl }: { startDate?: string; endDate?: string; searchUrl: string }) {
  const [state, setState] = useState<LodgingState>(() => startingState(startDate, endDate));
  const [errors, setErrors] = useState<LodgingFieldErrors>(NO_ERRORS);
  const [submitted, setSubmitted] = useState(false);

  const update = (next: LodgingState) => {
    setState(next);
    if (submitted) setErrors(fieldErrors(validateLodging(next)));
  };

  const submit = (): string | null => {
    setSubmitted(true);
    const result = validateLodging(state);
    setErrors(fieldErrors(result));
    if (!result.valid) {
      // Spec section 8: lodging raises an error event listing the invalid messages.
      getEventBus().publishAnalytics('lodging-search-error', { messages: lodgingErrorMessages(result) });
      return null;
    }
    return lodgingSearchUrl(searchUrl, state);
  };

  return {
    state,
    errors,
    plus: lodgingPlusButtons(state),
    // No resort is chosen yet on the tab, so the visitor's own today bounds check-in.
    checkInMin: formatDate(DateTime.now()),
    checkOutMin: lodgingCheckOutMin(state.checkIn),
    checkOutMax: lodgingCheckOutMax(state.checkIn),
    setCheckIn: (value: string) => update(changeLodgingCheckIn(state, value)),
    setCheckOut: (value: string) => update(changeLodgingCheckOut(state, value)),
    setAdults: (value: number) => update(changeAdults(state, value)),
    setChildren: (value: number) => update(changeChildCount(state, value)),
    setChildAge: (index: number, age: string) => update(changeChildAge(state, index, age)),
    submit,
  };
}
