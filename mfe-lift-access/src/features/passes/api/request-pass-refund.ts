import { fetchOrThrow, type ApiError } from '@resort/shared';
import { useMutation } from '@tanstack/react-query';
import type { PassRefundBody, PassRefundRequested } from '../../../../contract';

/** Spec "pass terms refund": the holder asks for a refund of one of their passes under its terms. */
export const requestPassRefund = ({ passNumber, ...body }: PassRefundBody & { passNumber: string }) =>
  fetchOrThrow<PassRefundRequested>('POST', `/api/liftaccess/my-passes/${encodeURIComponent(passNumber)}/terms-refund`, body);

export const useRequestPassRefundMutation = () =>
  useMutation<PassRefundRequested, ApiError, PassRefundBody & { passNumber: string }>({
    mutationKey: ['liftaccess', 'terms-refund'],
    mutationFn: requestPassRefund,
  });
