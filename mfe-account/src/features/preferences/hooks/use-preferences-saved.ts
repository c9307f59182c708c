import { useQueryClient } from '@tanstack/react-query';
import type { PreferencesView } from '../../../../contract';
import { PREFERENCES_KEY } from '../api/get-preferences';

/**
 * Mutation options for a preferences form: the server's answer is what the page shows next. With
 * `firstTimer`, the first-timer answer, which the visits decide, is asked again too.
 */
export function usePreferencesSaved({ firstTimer = false } = {}) {
  const client = useQueryClient();
  return {
    onSuccess: (next: PreferencesView) => {
      client.setQueryData(PREFERENCES_KEY, next);
      if (firstTimer) void client.invalidateQueries({ queryKey: [...PREFERENCES_KEY.slice(0, 2), 'first-timer'] });
    },
  };
}
