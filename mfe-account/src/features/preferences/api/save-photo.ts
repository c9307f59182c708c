import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PhotoAnswer, PhotoBody } from '../../../../contract';
import { profileQueryOptions } from '../../profile/api/get-profile';

/** Spec "upload photo": a data URL; the server resizes and stores it. */
export const savePhoto = (body: PhotoBody): Promise<PhotoAnswer> => fetchOrThrow<PhotoAnswer>('POST', '/api/account/photo', body);

export function useSavePhotoMutation() {
  const client = useQueryClient();
  return useMutation<PhotoAnswer, ApiError, PhotoBody>({
    mutationKey: ['account', 'photo'],
    mutationFn: (input) => savePhoto(input),
    // The profile carries the photo's address.
    onSuccess: () => client.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
  });
}
