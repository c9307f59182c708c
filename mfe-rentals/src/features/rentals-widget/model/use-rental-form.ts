import { useCallback, useReducer, useRef, useState } from 'react';
import { navigate } from '@resort/shared';
import {
  initialRentalState,
  isRentalSearchComplete,
  isSelectableDate,
  activeCalendarGroup,
  rentalReducer,
  rentalsSearchUrl,
  validateRental,
  withSearchParams,
  type RentalAction,
  type RentalState,
} from '@resort/shared/rules';
import type { RentalWidgetResponse } from '../../../../contract';
import { publishRentalSearch } from './rental-search-analytics';

export const RENTALS_RESULTS_URL = '/rentals';

export interface RentalFormOptions {
  model: RentalWidgetResponse;
  resort: string;
  /** A start date the page suggests (MM/DD/YYYY); used only when it can be rented. */
  suggestedStart?: string;
  resultsUrl?: string;
  /** The widget tab the search came from, for analytics. */
  tabName: string;
}

function startState(model: RentalWidgetResponse, suggestedStart?: string): RentalState {
  const initial = initialRentalState(model);
  if (!suggestedStart || !isSelectableDate(activeCalendarGroup(model, initial), suggestedStart)) return initial;
  return rentalReducer(model, initial, { type: 'choosePickupDate', date: suggestedStart });
}

/**
 * The widget's state through the shared reducer, and the submit flow: validate, then (once) the
 * My Epic Gear upsell when the resort configures it, then the rentals page.
 */
export function useRentalForm({ model, resort, suggestedStart, tabName, resultsUrl = RENTALS_RESULTS_URL }: RentalFormOptions) {
  const [state, dispatch] = useReducer(
    (s: RentalState, a: RentalAction) => rentalReducer(model, s, a),
    undefined,
    () => startState(model, suggestedStart),
  );
  const [upsellOpen, setUpsellOpen] = useState(false);
  const upsellShown = useRef(false);

  const searchUrl = withSearchParams(rentalsSearchUrl(resultsUrl, state), { resort });

  const submit = useCallback(() => {
    dispatch({ type: 'validate' });
    const errors = validateRental(state);
    if (Object.keys(errors).length > 0 || !isRentalSearchComplete(state)) return;
    publishRentalSearch(state, tabName);
    if (model.myEpicGear && !upsellShown.current) {
      upsellShown.current = true;
      setUpsellOpen(true);
      return;
    }
    navigate(searchUrl);
  }, [state, model.myEpicGear, searchUrl, tabName]);

  /** "The search proceeds after it closes", whichever way it was closed. */
  const closeUpsell = useCallback(() => {
    setUpsellOpen(false);
    navigate(searchUrl);
  }, [searchUrl]);

  const upgrade = useCallback((url: string) => {
    setUpsellOpen(false);
    navigate(url);
  }, []);

  return { state, dispatch, submit, upsellOpen, closeUpsell, upgrade };
}
