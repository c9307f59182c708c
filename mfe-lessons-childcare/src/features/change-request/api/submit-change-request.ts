import { useMutation } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { ChangeRequestBody, ChangeRequestReceived } from '../../../../contract';

export type { ChangeRequestBody, ChangeRequestReceived };

/** POST /api/lessons/change-request ("ski school change request POST"): stored, then acknowledged with a reference. */
export const submitChangeRequest = (body: ChangeRequestBody): Promise<ChangeRequestReceived> =>
  fetchOrThrow<ChangeRequestReceived>('POST', '/api/lessons/change-request', body);

export const useSubmitChangeRequest = () =>
  useMutation<ChangeRequestReceived, ApiError, ChangeRequestBody>({
    mutationKey: ['lessons', 'change-request'],
    mutationFn: submitChangeRequest,
  });
