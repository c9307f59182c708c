import { useMutation } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { ContactMessageBody, GroupLeadBody } from '../../../contract';

type Received = { reference: string };

/** POST /api/content/contact-message (spec section 7 "contact message POST"). */
export const sendContactMessage = (body: ContactMessageBody) => fetchOrThrow<Received>('POST', '/api/content/contact-message', body);

export const useSendContactMessage = () =>
  useMutation<Received, ApiError, ContactMessageBody>({ mutationKey: ['content', 'contact-message'], mutationFn: sendContactMessage });

/** POST /api/content/group-lead (spec section 7 "group lead POST"). */
export const sendGroupLead = (body: GroupLeadBody) => fetchOrThrow<Received>('POST', '/api/content/group-lead', body);

export const useSendGroupLead = () =>
  useMutation<Received, ApiError, GroupLeadBody>({ mutationKey: ['content', 'group-lead'], mutationFn: sendGroupLead });
