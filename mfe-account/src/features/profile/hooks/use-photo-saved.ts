import { useQueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from '../api/get-profile';

/** Mutation options for the photo upload: the profile, which carries the photo's address, is asked again. */
export function usePhotoSaved() {
  const client = useQueryClient();
  return { onSuccess: () => client.invalidateQueries({ queryKey: profileQueryOptions().queryKey }) };
}
