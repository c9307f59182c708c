import { eq } from 'drizzle-orm';
import type { CatalogRegistry, Db } from '@resort/shared/server';
import { orderItems } from '../schema';
import { HOLD_TTL_SECONDS } from './cart-core';
import type { Log } from './errors';

/**
 * Gives each place an order sold back to its line as a hold for a fresh hold period (a failed
 * payment, a cancelled order), inside the caller's transaction; answers the order's lines.
 */
export async function revertOrderSales(tx: Db, catalog: CatalogRegistry, log: Log, orderId: string, outcome: 'failed' | 'cancelled') {
  const lines = await tx
    .select({ line: orderItems.line, holdId: orderItems.holdId })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  for (const { line, holdId } of lines) {
    const provider = catalog.get(line);
    if (!provider) {
      log.error({ orderId, line, holdId }, `no line to give back the places of a ${outcome} order`);
      continue;
    }
    await provider.revert(holdId, orderId, tx, HOLD_TTL_SECONDS);
  }
  return lines;
}
