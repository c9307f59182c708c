import { useMutation } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { GuestRefundBody } from '../../../contract';

type Received = { reference: string };

/** POST /api/content/guest-refund (spec section 7 "guest refund form POST (JSON)"). */
export const sendGuestRefund = (body: GuestRefundBody) => fetchOrThrow<Received>('POST', '/api/content/guest-refund', body);

export const useSendGuestRefund = () =>
  useMutation<Received, ApiError, GuestRefundBody>({ mutationKey: ['content', 'guest-refund'], mutationFn: sendGuestRefund });
