import { useMutation } from '@tanstack/react-query';
import { fetchOrThrow, type ApiError } from '@resort/shared';
import type { GroupLeadBody } from '../../../contract';

type Received = { reference: string };

/** POST /api/content/group-lead (spec section 7 "group lead POST"). */
export const sendGroupLead = (body: GroupLeadBody) => fetchOrThrow<Received>('POST', '/api/content/group-lead', body);

export const useSendGroupLead = () =>
  useMutation<Received, ApiError, GroupLeadBody>({ mutationKey: ['content', 'group-lead'], mutationFn: sendGroupLead });
