import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PreferencesView, VisitationBody } from '../../../../contract';
import { PREFERENCES_KEY } from './get-preferences';
import { firstTimerQueryOptions } from './get-first-timer';

/** Spec "visitation profile". */
export const saveVisitation = (body: VisitationBody): Promise<PreferencesView> =>
  fetchOrThrow<PreferencesView>('POST', '/api/account/preferences/visitation', body);

export function useSaveVisitationMutation() {
  const client = useQueryClient();
  return useMutation<PreferencesView, ApiError, VisitationBody>({
    mutationKey: ['account', 'visitation'],
    mutationFn: (input) => saveVisitation(input),
    onSuccess: (next) => {
      client.setQueryData(PREFERENCES_KEY, next);
      // The visits decide the first-timer answer.
      void client.invalidateQueries({ queryKey: firstTimerQueryOptions().queryKey });
    },
  });
}
