import { LOADING_OVERLAY_MIN_MS } from '@resort/shared/core';

/**
 * How long a stopped overlay must still show so that it "keeps a minimum display time if set
 * (default 0)" (spec section 4).
 */
export function overlayStopDelayMs(shownForMs: number, minDisplayMs: number = LOADING_OVERLAY_MIN_MS): number {
  return Math.max(0, minDisplayMs - Math.max(0, shownForMs));
}
