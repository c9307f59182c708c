import { and, eq } from 'drizzle-orm';
import { formatDate, parseDate } from '@resort/shared/dates';
import { DEMO_RESORTS, notFound, type Db } from '@resort/shared/server';
import { TICKET_NOT_YOURS, PASS_NOT_FOUND, type WalletBody } from '../../../contract';
import { holds, liftProducts, passes, personAssignments, seasonPasses } from '../../schema';
import type { WalletItem } from './wallet-pass';

const resortName = (id: string) => DEMO_RESORTS.find((r) => r.id === id)?.name ?? id;
/** A pass of season '2026-27' is valid until the end of April 2027. */
const seasonEnd = (season: string) => `${Number(season.slice(0, 4)) + 1}-04-30`;

/**
 * The pass or lift ticket to put in a wallet, only for the account that owns it: a pass assigned to
 * the account, or a ticket the account bought that has been paid for. Anything else reads not found.
 */
export async function walletItemFor(db: Db, userId: string, request: WalletBody): Promise<WalletItem> {
  if (request.passNumber) {
    const [row] = await db
      .select({ sold: seasonPasses, pass: passes })
      .from(seasonPasses)
      .innerJoin(passes, eq(passes.id, seasonPasses.passId))
      .where(eq(seasonPasses.passNumber, request.passNumber));
    if (!row || row.sold.userId !== userId) throw notFound(PASS_NOT_FOUND);
    return {
      serial: row.sold.passNumber,
      kind: 'pass',
      title: row.pass.name,
      holderName: `${row.sold.firstName} ${row.sold.lastName}`,
      validity: `Season ${row.sold.season}`,
      resorts: row.pass.resorts.map(resortName),
      lastDay: seasonEnd(row.sold.season),
    };
  }
  const { holdId, unit } = request.ticket!;
  const [row] = await db
    .select({ person: personAssignments, product: liftProducts })
    .from(personAssignments)
    .innerJoin(liftProducts, eq(liftProducts.id, personAssignments.productId))
    .where(
      and(
        eq(personAssignments.holdId, holdId),
        eq(personAssignments.unitIndex, unit),
        eq(personAssignments.kind, 'ticket'),
        eq(personAssignments.userId, userId),
      ),
    );
  const [sold] = row
    ? await db
        .select({ id: holds.id })
        .from(holds)
        .where(and(eq(holds.holdId, holdId), eq(holds.status, 'sold')))
        .limit(1)
    : [];
  if (!row || !sold) throw notFound(TICKET_NOT_YOURS);
  const { firstDay, lastDay } = row.person;
  const day = (iso: string) => formatDate(parseDate(iso)!);
  return {
    serial: `T-${holdId}-${unit}`,
    kind: 'ticket',
    title: row.product.name,
    holderName: `${row.person.firstName} ${row.person.lastName}`,
    validity: firstDay === lastDay ? day(firstDay) : `${day(firstDay)} to ${day(lastDay)}`,
    resorts: [resortName(row.product.resortId)],
    lastDay,
  };
}
