import { ok, requireUser, type ContractApp } from '@resort/shared/server';
import { accountContract as c, CANCELLATION_RECEIVED, EXCEPTION_RECEIVED } from '../../contract';
import {
  createCancellationRequest,
  createOnlineException,
  getCancellationRequest,
  getOnlineException,
  listCancellationRequests,
  listOnlineExceptions,
} from '../services/requests';
import type { AccountRouteDeps } from './account';

const tags = ['account'];

/**
 * The cancellation request form and the online exceptions form: each stored and confirmed by
 * email. The reads (not section 7 calls of their own) let the holder see what they sent.
 */
export function registerRequestRoutes(api: ContractApp, { db, mailer }: AccountRouteDeps) {
  api.get(
    '/account/cancellation-requests',
    { schema: { summary: 'Cancellation requests', tags, ...c.cancellationRequests } },
    async (request) => ok({ requests: await listCancellationRequests(db, requireUser(request).id) }),
  );

  api.get(
    '/account/cancellation-requests/:id',
    { schema: { summary: 'Cancellation request status', tags, ...c.cancellationRequest } },
    async (request) => ok(await getCancellationRequest(db, requireUser(request).id, request.params.id)),
  );

  api.post(
    '/account/cancellation-requests',
    { schema: { summary: 'Cancellation request form', tags, ...c.createCancellationRequest } },
    async (request) =>
      ok(await createCancellationRequest({ db, mailer, user: requireUser(request), input: request.body }), CANCELLATION_RECEIVED),
  );

  api.get('/account/exceptions', { schema: { summary: 'Online exceptions', tags, ...c.onlineExceptions } }, async (request) =>
    ok({ requests: await listOnlineExceptions(db, requireUser(request).id) }),
  );

  api.get('/account/exceptions/:id', { schema: { summary: 'Online exception status', tags, ...c.onlineException } }, async (request) =>
    ok(await getOnlineException(db, requireUser(request).id, request.params.id)),
  );

  api.post('/account/exceptions', { schema: { summary: 'Online exceptions form', tags, ...c.createOnlineException } }, async (request) =>
    ok(await createOnlineException({ db, mailer, user: requireUser(request), input: request.body }), EXCEPTION_RECEIVED),
  );
}
