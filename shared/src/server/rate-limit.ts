/**
 * Named abuse limits (hardening): a route opts in with `config: { rateLimit: RATE_LIMITS.signIn }`.
 * The platform registers @fastify/rate-limit (Redis when REDIS_URL is set, memory otherwise) with
 * no global limit, so only these routes count. Keys combine the account (when signed in) and the
 * client address.
 */
export interface RateLimitPolicy {
  max: number;
  timeWindow: string;
}

/**
 * RATE_LIMIT_SCALE (a whole number, default 1) multiplies every limit: a store whose visitors all
 * reach it from one address (the journeys' server on loopback) would otherwise count them as one.
 */
const scale = Math.max(1, Math.floor(Number(process.env.RATE_LIMIT_SCALE) || 1));
const policy = (max: number, timeWindow: string): RateLimitPolicy => ({ max: max * scale, timeWindow });

export const RATE_LIMITS = {
  signIn: policy(10, '15 minutes'),
  createAccount: policy(10, '1 hour'),
  passwordReset: policy(5, '1 hour'),
  promoCode: policy(10, '15 minutes'),
  payment: policy(10, '15 minutes'),
  completion: policy(20, '15 minutes'),
  addToCart: policy(60, '15 minutes'),
} satisfies Record<string, RateLimitPolicy>;

export type RateLimitName = keyof typeof RATE_LIMITS;

export interface RateLimitStoreOptions {
  /** Redis connection string: counters shared by every API process. Memory when absent. */
  redisUrl?: string;
  /** Prefix of the counters' keys, so separate stores (or test runs) never share counts. */
  namespace?: string;
}

export const TOO_MANY_ATTEMPTS = (after: string) => `Too many attempts. Please wait ${after} and try again.`;

/**
 * Registers @fastify/rate-limit with no global limit: only routes that name a policy in
 * `config.rateLimit` are counted. A signed-in visitor is counted per account (wherever they come
 * from), anyone else per client address (as trusted through TRUST_PROXY).
 */
export async function registerRateLimits(app: import('fastify').FastifyInstance, options: RateLimitStoreOptions = {}): Promise<void> {
  const [{ default: rateLimit }, { HttpError }] = await Promise.all([import('@fastify/rate-limit'), import('./http')]);
  let redis: import('ioredis').Redis | undefined;
  if (options.redisUrl) {
    const { Redis } = await import('ioredis');
    // Fail fast: a Redis outage must not hang sign-in; skipOnError then lets requests through.
    redis = new Redis(options.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
    redis.on('error', () => undefined);
    app.addHook('onClose', async () => {
      redis?.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: false,
    redis,
    skipOnError: true,
    nameSpace: options.namespace ?? 'resort-rl:',
    keyGenerator: (request) => {
      const user = request.session?.user?.id;
      return user ? `user:${user}` : `ip:${request.ip}`;
    },
    errorResponseBuilder: (_request, context) => new HttpError(context.statusCode, TOO_MANY_ATTEMPTS(context.after)),
  });
}
