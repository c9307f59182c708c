import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { PreferencesView, VisitationBody } from '../../../../contract';

/** Spec "visitation profile". */
export const postVisitation = (body: VisitationBody): Promise<PreferencesView> =>
  fetchOrThrow<PreferencesView>('POST', '/api/account/preferences/visitation', body);

type Options = Omit<UseMutationOptions<PreferencesView, ApiError, VisitationBody>, 'mutationFn'>;

export const usePostVisitationMutation = (options: Options = {}) =>
  useMutation<PreferencesView, ApiError, VisitationBody>({
    mutationKey: ['account', 'visitation'],
    ...options,
    mutationFn: (input) => postVisitation(input),
  });
