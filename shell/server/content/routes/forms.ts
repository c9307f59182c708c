import { HttpError, RATE_LIMITS, ok, type ContractApp, type Db, type LineServices } from '@resort/shared/server';
import { okResponse } from '@resort/shared/contracts';
import { ContactMessageBody, FormReceived, GroupLeadBody, SearchBody, SearchResults } from '../../../contract';
import { sendContactMessage, sendGroupLead, UnknownResort } from '../services/forms';
import { searchSite } from '../services/search';

const tags = ['content'];

/** Spec section 7 "Other: ... contact message POST; group lead POST; search results POST". */
export function registerFormRoutes(api: ContractApp, { db, services }: { db: Db; services: LineServices }) {
  api.post(
    '/content/contact-message',
    {
      // Abuse-prone (it sends mail): the account-creation limit, 10 an hour per visitor.
      config: { rateLimit: RATE_LIMITS.createAccount },
      schema: { summary: 'Contact message', tags, body: ContactMessageBody, response: { 200: okResponse(FormReceived) } },
    },
    // The mailer is resolved at request time (the account line provides it).
    async (request) =>
      ok(await sendContactMessage({ db, mailer: services.mailer, message: request.body, userId: request.session?.user?.id ?? null })),
  );

  api.post(
    '/content/group-lead',
    {
      config: { rateLimit: RATE_LIMITS.createAccount },
      schema: { summary: 'Group lead', tags, body: GroupLeadBody, response: { 200: okResponse(FormReceived) } },
    },
    async (request) => {
      try {
        return ok(await sendGroupLead({ db, mailer: services.mailer, lead: request.body }));
      } catch (error) {
        if (error instanceof UnknownResort) throw new HttpError(400, 'Please choose a resort.');
        throw error;
      }
    },
  );

  api.post(
    '/content/search',
    { schema: { summary: 'Search results', tags, body: SearchBody, response: { 200: okResponse(SearchResults) } } },
    async (request) => ok(await searchSite({ db, query: request.body.query })),
  );
}
