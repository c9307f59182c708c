import { useMutation } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { ContactMessageBody } from '../../../contract';

type Received = { reference: string };

/** POST /api/content/contact-message (spec section 7 "contact message POST"). */
export const sendContactMessage = (body: ContactMessageBody) => fetchOrThrow<Received>('POST', '/api/content/contact-message', body);

export const useSendContactMessage = () =>
  useMutation<Received, ApiError, ContactMessageBody>({ mutationKey: ['content', 'contact-message'], mutationFn: sendContactMessage });
