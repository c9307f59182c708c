import { useQueryClient } from '@tanstack/react-query';
import type { ProfileView } from '../../../../contract';
import { profileQueryOptions } from '../api/get-profile';

/** Mutation options for a profile form: the server's answer is the profile the page shows next. */
export function useProfileSaved() {
  const client = useQueryClient();
  return { onSuccess: (next: ProfileView) => client.setQueryData(profileQueryOptions().queryKey, next) };
}
