import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './http';
import { rateLimitRefusals, redisFallback } from './metrics';

/**
 * Named abuse limits (OWASP authentication and credential-stuffing advice): a route opts in with
 * `config: { rateLimit: RATE_LIMITS.signIn }`. Crowds share addresses (a base-area Wi-Fi, a hotel,
 * a carrier's NAT), so a person is counted as themselves: per visitor (their session, or their
 * account once signed in), and a wrong password per account named and per account from one
 * address. The per-address counter is only a ceiling for floods, sized for hundreds of people.
 */
export interface RateLimitPolicy {
  name: string;
  windowMs: number;
  /** Attempts per visitor: their session, or their account when signed in. */
  perVisitor?: number;
  /** Attempts per client address (as trusted through TRUST_PROXY): floods only. */
  perAddress: number;
  /**
   * Failed attempts (answers 4xx) per account named (the email typed, or the signed-in account),
   * over every address and from one address: guessing one account slows that account only.
   */
  failures?: { perAccount: number; perAccountAddress: number };
}

/**
 * RATE_LIMIT_SCALE (a whole number, default 1) multiplies every limit: a store whose visitors all
 * reach it from one address (the journeys' server on loopback) would otherwise count them as one.
 */
const scale = Math.max(1, Math.floor(Number(process.env.RATE_LIMIT_SCALE) || 1));
const MINUTE = 60_000;

function policy(name: string, minutes: number, limits: Omit<RateLimitPolicy, 'name' | 'windowMs'>): RateLimitPolicy {
  const failures = limits.failures && {
    perAccount: limits.failures.perAccount * scale,
    perAccountAddress: limits.failures.perAccountAddress * scale,
  };
  return {
    name,
    windowMs: minutes * MINUTE,
    perAddress: limits.perAddress * scale,
    ...(limits.perVisitor ? { perVisitor: limits.perVisitor * scale } : {}),
    ...(failures ? { failures } : {}),
  };
}

export const RATE_LIMITS = {
  signIn: policy('signIn', 15, { perVisitor: 30, perAddress: 600, failures: { perAccount: 50, perAccountAddress: 10 } }),
  createAccount: policy('createAccount', 60, { perVisitor: 10, perAddress: 300 }),
  passwordReset: policy('passwordReset', 60, { perVisitor: 5, perAddress: 100 }),
  promoCode: policy('promoCode', 15, { perVisitor: 10, perAddress: 600 }),
  // The query form of add promo code (`?promoCode=`) counts its own guesses.
  promoCodeQuery: policy('promoCodeQuery', 15, { perVisitor: 10, perAddress: 600 }),
  payment: policy('payment', 15, { perVisitor: 10, perAddress: 600 }),
  completion: policy('completion', 15, { perVisitor: 20, perAddress: 1000 }),
  addToCart: policy('addToCart', 15, { perVisitor: 60, perAddress: 3000 }),
  remoteFallback: policy('remoteFallback', 15, { perVisitor: 20, perAddress: 1000 }),
} satisfies Record<string, RateLimitPolicy>;

export type RateLimitName = keyof typeof RATE_LIMITS;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The abuse limit this route is held to (RATE_LIMITS). */
    rateLimit?: RateLimitPolicy;
  }
}

export interface RateLimitStoreOptions {
  /** Redis connection string: counters shared by every API process. Memory when absent. */
  redisUrl?: string;
  /** Prefix of the counters' keys, so separate stores (or test runs) never share counts. */
  namespace?: string;
}

export const TOO_MANY_ATTEMPTS = (after: string) => `Too many attempts. Please wait ${after} and try again.`;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
/** How long until a counter starts afresh, as the visitor reads it. */
export const waitText = (ms: number) =>
  ms >= MINUTE ? plural(Math.ceil(ms / MINUTE), 'minute') : plural(Math.max(1, Math.ceil(ms / 1000)), 'second');

/** Identities are hashed: session ids and emails never sit in Redis as they are. */
const digest = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 22);

type Scope = 'visitor' | 'address' | 'account' | 'accountAddress';
interface Counter {
  scope: Scope;
  key: string;
  max: number;
}
interface Count {
  count: number;
  resetMs: number;
}

// INCR (or read) a fixed-window counter and answer its count and the time left in its window.
const HIT_SCRIPT = `
local n
if ARGV[2] == '1' then
  n = redis.call('INCR', KEYS[1])
  if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
else
  n = tonumber(redis.call('GET', KEYS[1]) or '0')
end
local ttl = redis.call('PTTL', KEYS[1])
return {n, ttl}`;

const REDIS_RETRY_MS = 5_000;

type RedisWithHit = import('ioredis').Redis & { resortHit(key: string, windowMs: number, add: '0' | '1'): Promise<[number, number]> };

/**
 * Counters in Redis when it answers, in this process's memory otherwise: a Redis outage never
 * stops the sale nor lifts the limits; it only makes them per process until Redis is back.
 */
export class LimitCounters {
  private readonly memory = new Map<string, { count: number; resetAt: number }>();
  private readonly sweeper: NodeJS.Timeout;
  private inMemory = false;
  /** After a failed or timed-out command Redis is left alone for a while: a stuck Redis must not slow every request. */
  private retryAt = 0;

  constructor(
    private readonly redis?: RedisWithHit,
    private readonly say: (message: string) => void = (message) => console.error(message),
  ) {
    this.sweeper = setInterval(() => this.sweep(), MINUTE);
    this.sweeper.unref();
    redis?.on('ready', () => {
      this.retryAt = 0;
      this.fallBack(false);
    });
  }

  /** Whether the counters are in this process's memory because Redis cannot be reached. */
  get fallingBack(): boolean {
    return this.inMemory;
  }

  async hit(key: string, windowMs: number, add: boolean): Promise<Count> {
    if (this.redis) {
      if (this.redis.status === 'ready' && Date.now() >= this.retryAt) {
        try {
          const [count, ttl] = await this.redis.resortHit(key, windowMs, add ? '1' : '0');
          if (this.inMemory) this.fallBack(false);
          return { count: Number(count), resetMs: ttl > 0 ? Number(ttl) : windowMs };
        } catch {
          this.retryAt = Date.now() + REDIS_RETRY_MS;
        }
      }
      this.fallBack(true);
    }
    return this.memoryHit(key, windowMs, add);
  }

  /** Resolves once Redis answers (at once when it does now). */
  redisReady(): Promise<void> {
    const redis = this.redis;
    if (!redis || (redis.status === 'ready' && !this.inMemory)) return Promise.resolve();
    return new Promise((resolve) => redis.once('ready', () => resolve()));
  }

  private memoryHit(key: string, windowMs: number, add: boolean): Count {
    const now = Date.now();
    let entry = this.memory.get(key);
    if (!entry || entry.resetAt <= now) {
      if (!add) return { count: 0, resetMs: windowMs };
      entry = { count: 0, resetAt: now + windowMs };
      this.memory.set(key, entry);
    }
    if (add) entry.count += 1;
    return { count: entry.count, resetMs: entry.resetAt - now };
  }

  private fallBack(on: boolean): void {
    if (on === this.inMemory) return;
    this.inMemory = on;
    redisFallback.set(on ? 1 : 0);
    this.say(
      on
        ? 'Redis cannot be reached: abuse limits are counted in this process memory until it answers again.'
        : 'Redis answers again: abuse limits are counted in Redis.',
    );
  }

  private sweep(): void {
    const now = Date.now();
    for (const [key, entry] of this.memory) if (entry.resetAt <= now) this.memory.delete(key);
  }

  close(): void {
    clearInterval(this.sweeper);
    this.redis?.disconnect();
  }
}

/** The account a sign-in names: the signed-in account, else the email typed. */
function accountNamed(request: FastifyRequest): string | undefined {
  const typed = (request.body as { email?: unknown } | undefined)?.email;
  const email = request.session?.user?.email ?? (typeof typed === 'string' ? typed : undefined);
  return email?.trim().toLowerCase() || undefined;
}

function visitorOf(request: FastifyRequest): string {
  const session = request.session;
  if (session?.user) return `user:${session.user.id}`;
  return session?.id ? `session:${session.id}` : `ip:${request.ip}`;
}

function countersOf(request: FastifyRequest, limit: RateLimitPolicy, namespace: string): { attempts: Counter[]; failures: Counter[] } {
  const key = (scope: Scope, identity: string) => `${namespace}${limit.name}:${scope}:${digest(identity)}`;
  const attempts: Counter[] = [{ scope: 'address', key: key('address', request.ip), max: limit.perAddress }];
  if (limit.perVisitor) attempts.push({ scope: 'visitor', key: key('visitor', visitorOf(request)), max: limit.perVisitor });
  const account = limit.failures && accountNamed(request);
  const failures: Counter[] =
    limit.failures && account
      ? [
          { scope: 'account', key: key('account', account), max: limit.failures.perAccount },
          { scope: 'accountAddress', key: key('accountAddress', `${account}|${request.ip}`), max: limit.failures.perAccountAddress },
        ]
      : [];
  return { attempts, failures };
}

/** A 4xx other than the limit's own refusal (and a forged request, which never reached the handler). */
const isFailure = (status: number) => status >= 400 && status < 500 && status !== 429 && status !== 403;

declare module 'fastify' {
  interface FastifyRequest {
    /** The failure counters of a limited route, counted once its answer is known. */
    rateLimitFailures?: { counters: Counter[]; windowMs: number };
  }
}

/**
 * Counts the routes that name a policy in `config.rateLimit`. Checked once the body is parsed (the
 * account named is in it) and before it is validated, so invalid attempts count too; failures are
 * counted before their answer is sent, so the next attempt already sees them.
 */
export async function registerRateLimits(app: FastifyInstance, options: RateLimitStoreOptions = {}): Promise<void> {
  let redis: RedisWithHit | undefined;
  if (options.redisUrl) {
    const { Redis } = await import('ioredis');
    // Fail fast: a Redis that is away or stuck must not hold a visitor's request.
    redis = new Redis(options.redisUrl, {
      connectTimeout: 1000,
      commandTimeout: 500,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    }) as RedisWithHit;
    redis.defineCommand('resortHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
    // Without a listener an 'error' event would end the process; the counters fall back instead.
    redis.on('error', () => undefined);
    // The store starts counting in Redis when it answers at once, in memory (and says so) when not.
    const connecting = redis;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(done, 1500);
      connecting.once('ready', done);
      connecting.once('error', done);
    });
  }
  const counters = new LimitCounters(redis);
  app.decorate('limitCounters', counters);
  app.addHook('onClose', async () => counters.close());
  const namespace = options.namespace ?? 'resort-rl:';

  app.addHook('preValidation', async (request, reply) => {
    const limit = request.routeOptions.config?.rateLimit;
    if (!limit) return;
    const { attempts, failures } = countersOf(request, limit, namespace);
    const counted = await Promise.all([
      ...attempts.map(async (c) => ({ c, n: await counters.hit(c.key, limit.windowMs, true) })),
      ...failures.map(async (c) => ({ c, n: await counters.hit(c.key, limit.windowMs, false) })),
    ]);
    const full = counted.filter(({ c, n }) => (failures.includes(c) ? n.count >= c.max : n.count > c.max));
    if (full.length) {
      const wait = Math.max(...full.map(({ n }) => n.resetMs));
      rateLimitRefusals.inc({ policy: limit.name, scope: full[0].c.scope });
      reply.header('Retry-After', String(Math.ceil(wait / 1000)));
      throw new HttpError(429, TOO_MANY_ATTEMPTS(waitText(wait)));
    }
    if (failures.length) request.rateLimitFailures = { counters: failures, windowMs: limit.windowMs };
  });

  app.addHook('onSend', async (request, reply) => {
    const pending = request.rateLimitFailures;
    if (!pending || !isFailure(reply.statusCode)) return;
    request.rateLimitFailures = undefined;
    await Promise.all(pending.counters.map((c) => counters.hit(c.key, pending.windowMs, true)));
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    limitCounters: LimitCounters;
  }
}
