import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RentalProfileBody, RentalProfilesAnswer } from '../../../../contract';
import { RENTAL_PROFILES_KEY } from './get-rental-profiles';

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
