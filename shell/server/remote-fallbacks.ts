import type { FastifyInstance } from 'fastify';
import { ok, RATE_LIMITS, remoteFallbacks, useContracts } from '@resort/shared/server';
import { okResponse } from '@resort/shared/contracts';
import { RemoteFallbackBody, RemoteFallbackCounted } from '../contract';
import { readRemotes } from './remotes';

export const REMOTE_FALLBACKS_PATH = '/api/remote-fallbacks';

/**
 * The browser's report of a canary visitor moved to the stable build: counted in
 * `resort_remote_fallbacks_total{remote,build,reason}` and logged once. Only a build remotes.json
 * names as that remote's canary is counted, so a made-up report cannot add series to /metrics.
 */
export async function registerRemoteFallbacks(app: FastifyInstance, remotesPath: string): Promise<void> {
  await app.register(async (scope) => {
    const api = useContracts(scope);
    api.post(
      REMOTE_FALLBACKS_PATH,
      {
        schema: {
          summary: 'Remote canary fallback report',
          tags: ['store'],
          body: RemoteFallbackBody,
          response: { 200: okResponse(RemoteFallbackCounted) },
        },
        config: { rateLimit: RATE_LIMITS.remoteFallback },
      },
      async (request) => {
        const { remote, build, reason } = request.body;
        let canary: string | undefined;
        try {
          canary = readRemotes(remotesPath)[remote]?.canary?.entry;
        } catch {
          canary = undefined;
        }
        if (canary !== build) return ok({ counted: false });
        remoteFallbacks.inc({ remote, build, reason });
        request.log.warn({ remote, build, reason }, `Remote ${remote}: canary build ${build} fell back to the stable build (${reason})`);
        return ok({ counted: true });
      },
    );
  });
}
