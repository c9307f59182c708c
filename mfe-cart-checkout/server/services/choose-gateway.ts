import type { Db } from '@resort/shared/server';
import type { PaymentGateway } from './payment-gateway';
import { createTestGateway } from './test-gateway';

export const NO_REAL_GATEWAY =
  'The cart cannot start: NODE_ENV is production and no payment gateway is configured. The built-in test gateway approves any ' +
  'valid-looking card and takes no money, so it runs only in demo mode. Configure a real gateway (createCartLine({ gateway })), ' +
  'or set DEMO_MODE=1 to run a demonstration store.';

/** Demo mode: DEMO_MODE=1, or by default anywhere but production. */
export const isDemoMode = (env: NodeJS.ProcessEnv): boolean =>
  env.DEMO_MODE === '1' || (env.DEMO_MODE !== '0' && env.NODE_ENV !== 'production');

/**
 * The gateway the store charges with: the configured one, else the test gateway in demo mode.
 * Throws (so the server refuses to start) when only the test one would do outside demo mode.
 */
export function chooseGateway(db: Db, configured: PaymentGateway | undefined, env: NodeJS.ProcessEnv): PaymentGateway {
  const demo = isDemoMode(env);
  const gateway = configured ?? (demo ? createTestGateway(db) : null);
  if (!gateway || (gateway.mode === 'test' && !demo)) throw new Error(NO_REAL_GATEWAY);
  return gateway;
}
