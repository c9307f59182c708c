import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { ok, type LinePluginOptions, type LineServer } from '@resort/shared/server';
import type { CreateAccountInput } from '../src/features/create-account/model/account-rules';
import { authenticate, createAccount, getProfile } from './service';
import { seed } from './seed';

// Upper bounds keep hashing and storage cheap whatever a client sends; the friendly rules
// (required, password strength, date of birth) are checked by the service with spec wording.
const emailSchema = { type: 'string', maxLength: 254 } as const;
const passwordSchema = { type: 'string', maxLength: 200 } as const;

const createSchema = {
  body: {
    type: 'object',
    required: ['email', 'password', 'firstName', 'lastName', 'dateOfBirth'],
    additionalProperties: false,
    properties: {
      email: emailSchema,
      password: passwordSchema,
      firstName: { type: 'string', maxLength: 100 },
      lastName: { type: 'string', maxLength: 100 },
      dateOfBirth: { type: 'string', maxLength: 10 },
    },
  },
} as const;

const loginSchema = {
  body: {
    type: 'object',
    required: ['email', 'password'],
    additionalProperties: false,
    properties: { email: emailSchema, password: passwordSchema },
  },
} as const;

const plugin: FastifyPluginAsync<LinePluginOptions> = async (app, opts) => {
  const { db, sessions } = opts;

  // The one API read that hands a new visitor a session and its request-verification token.
  app.get('/account/session', { config: { createsSession: true } }, async (request) =>
    ok({ signedIn: Boolean(request.session.user), user: request.session.user, csrfToken: request.session.csrfToken }),
  );

  app.post<{ Body: CreateAccountInput }>('/account/create', { schema: createSchema }, async (request, reply) => {
    const user = await createAccount(db, request.body);
    // signIn rotates the session id and token; the new token goes back in a response header.
    await sessions.signIn(request, reply, user);
    return ok({ signedIn: true, user });
  });

  app.post<{ Body: { email: string; password: string } }>('/account/login', { schema: loginSchema }, async (request, reply) => {
    const user = await authenticate(db, request.body.email, request.body.password);
    await sessions.signIn(request, reply, user);
    return ok({ signedIn: true, user });
  });

  app.post('/account/logout', async (request, reply) => {
    await sessions.signOut(request, reply);
    return ok({ signedIn: false, user: null });
  });

  app.get('/account/profile', async (request) => ok(await getProfile(db, request.session.user)));
};

export const line: LineServer = {
  packageName: 'mfe-account',
  migrations: [{ schema: 'account', folder: path.join(__dirname, 'migrations') }],
  plugin,
  seed,
};
