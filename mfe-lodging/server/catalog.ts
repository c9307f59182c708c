import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatDate, parseDate, PRODUCT_CANNOT_BE_ADDED, resortToday, toIsoDate } from '@resort/shared';
import { DEMO_RESORTS, HttpError, type CatalogProvider, type Db, type Hold, type ItemRequest, type Quote } from '@resort/shared/server';
import { lockNights, nightlyRatesFor } from './availability';
import { holds, properties, roomInventory, rooms } from './schema';
import { lodgingTaxBp, SOLD_OUT } from './service';
import { stayFromItem, type Stay } from './stay';

export const LINE = 'lodging';

async function roomWithProperty(db: Db, roomId: string) {
  const [row] = await db
    .select({ room: rooms, property: properties })
    .from(rooms)
    .innerJoin(properties, eq(rooms.propertyId, properties.id))
    .where(eq(rooms.id, roomId));
  return row ?? null;
}

function nightsLabel(nights: number): string {
  return nights === 1 ? '1 night' : `${nights} nights`;
}

/**
 * The lodging line's side of the catalog contract: an item is `quantity` rooms of one room type
 * for a stay from `date` (arrival) to `options.departure`.
 */
export function createLodgingProvider(db: Db): CatalogProvider {
  async function priced(item: ItemRequest): Promise<{ quote: Quote; stay: Stay }> {
    const stay = stayFromItem(item);
    const found = await roomWithProperty(db, item.productId);
    if (!found) throw new HttpError(400, PRODUCT_CANNOT_BE_ADDED);
    const { room, property } = found;
    const resort = DEMO_RESORTS.find((r) => r.id === property.resortId);
    if (!resort) throw new HttpError(400, PRODUCT_CANNOT_BE_ADDED);
    // Nights before the resort's today cannot be sold, wherever the server is.
    if (stay.arrival < toIsoDate(resortToday(resort.timeZone))) throw new HttpError(400, PRODUCT_CANNOT_BE_ADDED);

    const rates = (await nightlyRatesFor(db, [room.id], stay.arrival, stay.departure)).get(room.id);
    if (!rates || rates.size !== stay.nights) throw new HttpError(400, PRODUCT_CANNOT_BE_ADDED);
    const perStay = [...rates.values()].reduce((sum, rate) => sum + rate, 0);
    const quote: Quote = {
      line: LINE,
      productId: room.id,
      sku: `LODGING-${room.id}-${stay.arrival}-${stay.nights}N`,
      title: `${property.name} — ${room.name}`,
      description: `${nightsLabel(stay.nights)}, ${stay.adults} adult${stay.adults === 1 ? '' : 's'}${
        stay.children ? `, ${stay.children} child${stay.children === 1 ? '' : 'ren'}` : ''
      }`,
      resortId: resort.id,
      resortName: resort.name,
      timeZone: resort.timeZone,
      date: stay.arrival,
      endDate: stay.departure,
      quantity: item.quantity,
      unitPrice: perStay,
      currency: room.currency,
      taxRateBp: await lodgingTaxBp(db, resort.id),
      display: {
        date: formatDate(parseDate(stay.arrival)!),
        returnDate: formatDate(parseDate(stay.departure)!),
        duration: nightsLabel(stay.nights),
      },
    };
    return { quote, stay };
  }

  return {
    line: LINE,

    async quote(item) {
      return (await priced(item)).quote;
    },

    async hold(item, cartId, ttlSeconds) {
      const { stay } = await priced(item);
      const holdId = randomUUID();
      const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
      await db.transaction(async (tx) => {
        const nights = await lockNights(tx as unknown as Db, item.productId, stay.arrival, stay.departure);
        if (nights.length !== stay.nights || nights.some((n) => n.available < item.quantity)) {
          throw new HttpError(409, SOLD_OUT);
        }
        await tx.insert(holds).values(
          nights.map((n) => ({
            holdId,
            roomId: item.productId,
            night: n.night,
            quantity: item.quantity,
            cartId,
            status: 'held',
            expiresAt,
          })),
        );
      });
      return { holdId, expiresAt } satisfies Hold;
    },

    async release(holdId) {
      await db.update(holds).set({ status: 'released' }).where(and(eq(holds.holdId, holdId), eq(holds.status, 'held')));
    },

    async commit(holdId, orderId, tx) {
      const rows = await tx.select().from(holds).where(eq(holds.holdId, holdId)).orderBy(holds.night);
      if (rows.length === 0) throw new HttpError(409, SOLD_OUT);
      // A repeated checkout of the same order finds its rooms already sold.
      if (rows.every((r) => r.status === 'committed' && r.orderId === orderId)) return;
      if (rows.some((r) => r.status === 'committed')) throw new HttpError(409, SOLD_OUT);

      const first = rows[0];
      const departure = parseDate(rows[rows.length - 1].night)!.plus({ days: 1 }).toISODate()!;
      const now = new Date();
      const locked = await lockNights(tx, first.roomId, first.night, departure, now);
      const stillHeld = first.status === 'held' && first.expiresAt > now;
      for (const row of rows) {
        const night = locked.find((n) => n.night === row.night);
        // An expired or released hold no longer counts among the held rooms, so it can only be
        // sold if the rooms are still free.
        if (!night || (!stillHeld && night.available < row.quantity)) throw new HttpError(409, SOLD_OUT);
      }
      await tx
        .update(roomInventory)
        .set({ sold: sql`${roomInventory.sold} + ${first.quantity}` })
        .where(and(eq(roomInventory.roomId, first.roomId), inArray(roomInventory.night, rows.map((r) => r.night))));
      await tx.update(holds).set({ status: 'committed', orderId }).where(eq(holds.holdId, holdId));
    },
  };
}
