import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { PhotoAnswer, PhotoBody } from '../../../../contract';

/** Spec "upload photo": a data URL; the server resizes and stores it. */
export const postPhoto = (body: PhotoBody): Promise<PhotoAnswer> => fetchOrThrow<PhotoAnswer>('POST', '/api/account/photo', body);

type Options = Omit<UseMutationOptions<PhotoAnswer, ApiError, PhotoBody>, 'mutationFn'>;

export const usePostPhotoMutation = (options: Options = {}) =>
  useMutation<PhotoAnswer, ApiError, PhotoBody>({ mutationKey: ['account', 'photo'], ...options, mutationFn: (input) => postPhoto(input) });
