import { fetchOrThrow, type ApiError } from '@resort/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PreferencesView } from '../../../../contract';
import { VISITOR_DATA_KEY } from '../../session/model/visitor-data';

export const PREFERENCES_KEY = [...VISITOR_DATA_KEY, 'preferences'] as const;

/** Spec "email preferences" (with the snow alert and visitation profiles). */
export const getPreferences = (): Promise<PreferencesView> => fetchOrThrow<PreferencesView>('GET', '/api/account/preferences');

export const preferencesQueryOptions = () =>
  queryOptions<PreferencesView, ApiError>({ queryKey: PREFERENCES_KEY, queryFn: () => getPreferences() });

export const usePreferencesQuery = () => useQuery(preferencesQueryOptions());
