import { fetchOrThrow, type ApiError } from '@resort/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileView } from '../../../../contract';
import { VISITOR_DATA_KEY } from '../../session/model/visitor-data';

export type Profile = ProfileView;

export const getProfile = (): Promise<ProfileView> => fetchOrThrow<ProfileView>('GET', '/api/account/profile');

export const profileQueryOptions = () =>
  queryOptions<ProfileView, ApiError>({ queryKey: [...VISITOR_DATA_KEY, 'profile'], queryFn: () => getProfile() });

export const useProfileQuery = () => useQuery(profileQueryOptions());
