import { useEffect, useState } from 'react';
import type { RentalSeason } from '@resort/shared';
import { getRentalWidget, type RentalWidgetResponse } from '../api/get-rental-widget';

export type WidgetModelState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; model: RentalWidgetResponse };

/** Loads one season's widget model; a tab that is never opened never asks for it. */
export function useWidgetModel(resort: string, season: RentalSeason, enabled = true): WidgetModelState {
  const [state, setState] = useState<WidgetModelState>({ status: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setState({ status: 'loading' });
    getRentalWidget(resort, season).then((result) => {
      if (!live) return;
      setState(result.success && typeof result.data !== 'string' ? { status: 'ready', model: result.data } : { status: 'error' });
    });
    return () => {
      live = false;
    };
  }, [resort, season, enabled]);
  return state;
}
