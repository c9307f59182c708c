import { apiRequest } from '@resort/shared';
import type { FallbackReport } from './canary-fallback';

/** The shell server's count of canary fallbacks (shell/server/remote-fallbacks.ts). */
export const REMOTE_FALLBACKS_URL = '/api/remote-fallbacks';

/** Tells the store a canary's visitor was moved to the stable build; a report that does not arrive costs the visitor nothing. */
export function reportFallback(report: FallbackReport): void {
  void apiRequest('POST', REMOTE_FALLBACKS_URL, report).catch(() => undefined);
}
