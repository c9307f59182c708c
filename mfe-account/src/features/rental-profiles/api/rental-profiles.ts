import { fetchOrThrow, type ApiError } from '@resort/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RentalProfileBody, RentalProfilesAnswer } from '../../../../contract';
import { VISITOR_DATA_KEY } from '../../session/model/visitor-data';

export const RENTAL_PROFILES_KEY = [...VISITOR_DATA_KEY, 'rental-profiles'] as const;

/** Spec "rental profile get": the holder's saved renters. */
export const getRentalProfiles = (): Promise<RentalProfilesAnswer> =>
  fetchOrThrow<RentalProfilesAnswer>('GET', '/api/account/rental-profiles');

export const rentalProfilesQueryOptions = () =>
  queryOptions<RentalProfilesAnswer, ApiError>({ queryKey: RENTAL_PROFILES_KEY, queryFn: () => getRentalProfiles() });

export const useRentalProfilesQuery = () => useQuery(rentalProfilesQueryOptions());

export interface SaveRentalProfile {
  /** Absent: a new profile ("rental profile create"); present: that profile ("rental profile update"). */
  id?: string;
  profile: RentalProfileBody;
}

export const saveRentalProfile = ({ id, profile }: SaveRentalProfile): Promise<RentalProfilesAnswer> =>
  fetchOrThrow<RentalProfilesAnswer>(
    'POST',
    id ? `/api/account/rental-profiles/${encodeURIComponent(id)}` : '/api/account/rental-profiles',
    profile,
  );

export function useSaveRentalProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation<RentalProfilesAnswer, ApiError, SaveRentalProfile>({
    mutationKey: ['account', 'rental-profile'],
    mutationFn: saveRentalProfile,
    onSuccess: (answer) => queryClient.setQueryData(RENTAL_PROFILES_KEY, answer),
  });
}
