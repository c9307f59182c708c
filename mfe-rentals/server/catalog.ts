import { and, asc, between, eq, sql } from 'drizzle-orm';
import { BOOKING_TYPE, PRODUCT_CANNOT_BE_ADDED, RENTAL_SEASON, type QueryInput } from '@resort/shared';
import { HttpError, badRequest, conflict, type CatalogProvider, type Db, type Hold, type ItemRequest, type Quote } from '@resort/shared/server';
import { heldOn } from './availability';
import { holds, locations, rentalProducts, unitInventory } from './schema';
import { periodPrice, resolveRental } from './rental-search';
import { displayDate } from './service';

export const SOLD_OUT = 'Sold Out';
export const LINE = 'rentals';

interface RentalOptions {
  returnDate?: unknown;
  locationId?: unknown;
  bookingType?: unknown;
  deliveryTime?: unknown;
  pickupAfter3?: unknown;
  bikeRentalLength?: unknown;
}

const text = (v: unknown) => (v === undefined || v === null ? undefined : String(v));

async function resolveItem(db: Db, item: ItemRequest) {
  const options = (item.options ?? {}) as RentalOptions;
  if (!Number.isInteger(item.quantity) || item.quantity < 1) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
  const [product] = await db.select().from(rentalProducts).where(eq(rentalProducts.id, item.productId));
  if (!product) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
  const [location] = typeof options.locationId === 'string' ? await db.select().from(locations).where(eq(locations.id, options.locationId)) : [];
  if (!location || location.resortId !== product.resortId) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
  const delivery = Number(options.bookingType) === BOOKING_TYPE.delivery;
  if (delivery && !location.supportsDelivery) throw badRequest(PRODUCT_CANNOT_BE_ADDED);

  // The cart's options are the widget's choices; they go through the same query rules as a search.
  const query: QueryInput = {
    startdate: item.date,
    enddate: text(options.returnDate),
    delivery: delivery ? 'true' : 'false',
    time: delivery ? text(options.deliveryTime) : undefined,
    after3: delivery ? 'false' : text(options.pickupAfter3 ?? false),
    daytype: product.season === RENTAL_SEASON.summer ? text(options.bikeRentalLength ?? 0) : undefined,
  };
  const rental = await resolveRental(db, product.resortId, query);
  if (rental.halfDay && product.halfDayPrice === null) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
  return { product, location, rental, delivery };
}

/** Locks the product's stock rows at the shop for every rental day, in date order so racing buyers never deadlock. */
async function lockStock(tx: Db, locationId: string, productId: string, from: string, to: string) {
  return tx
    .select()
    .from(unitInventory)
    .where(and(eq(unitInventory.locationId, locationId), eq(unitInventory.productId, productId), between(unitInventory.day, from, to)))
    .orderBy(asc(unitInventory.day))
    .for('update');
}

async function assertFree(tx: Db, rows: Array<typeof unitInventory.$inferSelect>, days: number, quantity: number, exceptHoldId?: string) {
  if (rows.length !== days) throw conflict(SOLD_OUT);
  for (const row of rows) {
    const held = await heldOn(tx, { locationId: row.locationId, productId: row.productId }, row.day, exceptHoldId);
    if (row.total - row.sold - held < quantity) throw conflict(SOLD_OUT);
  }
}

export function createRentalsCatalog(db: Db): CatalogProvider {
  return {
    line: LINE,

    async quote(item: ItemRequest): Promise<Quote> {
      const { product, location, rental, delivery } = await resolveItem(db, item);
      const display: Record<string, string> = delivery
        ? { deliveryDate: displayDate(rental.query.startDate), preferredDeliveryTime: rental.state.deliveryTime }
        : { pickUpDate: displayDate(rental.query.startDate) };
      display.returnDate = displayDate(rental.query.endDate);
      display.duration = rental.duration;
      display.pickupLocation = location.name;
      return {
        line: LINE,
        productId: product.id,
        sku: `RENTAL-${product.id.toUpperCase()}`,
        title: product.name,
        description: `${product.tier} ${product.category} rental, ${rental.duration}`,
        resortId: rental.resort.id,
        resortName: rental.resort.name,
        timeZone: rental.resort.timeZone,
        date: rental.query.startDate,
        endDate: rental.query.endDate,
        quantity: item.quantity,
        unitPrice: periodPrice(product, rental),
        currency: product.currency,
        taxRateBp: rental.resort.taxRateBp,
        display,
      };
    },

    async hold(item: ItemRequest, cartId: string, ttlSeconds: number): Promise<Hold> {
      const { product, location, rental } = await resolveItem(db, item);
      const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
      return db.transaction(async (tx) => {
        const rows = await lockStock(tx, location.id, product.id, rental.query.startDate, rental.query.endDate);
        await assertFree(tx, rows, rental.stockDays.length, item.quantity);
        const [created] = await tx
          .insert(holds)
          .values({
            locationId: location.id,
            productId: product.id,
            day: rental.query.startDate,
            returnDay: rental.query.endDate,
            quantity: item.quantity,
            cartId,
            expiresAt,
          })
          .returning({ id: holds.id });
        return { holdId: created.id, expiresAt };
      });
    },

    async release(holdId: string): Promise<void> {
      await db.update(holds).set({ status: 'released' }).where(and(eq(holds.id, holdId), eq(holds.status, 'held')));
    },

    async commit(holdId: string, orderId: string, tx: Db): Promise<void> {
      const [hold] = await tx.select().from(holds).where(eq(holds.id, holdId)).for('update');
      if (!hold) throw new HttpError(409, SOLD_OUT);
      if (hold.status === 'committed') {
        if (hold.orderId === orderId) return;
        throw new HttpError(409, SOLD_OUT);
      }
      const rows = await lockStock(tx, hold.locationId, hold.productId, hold.day, hold.returnDay);
      const live = hold.status === 'held' && hold.expiresAt.getTime() > Date.now();
      // A live hold already counts against the stock; an expired or released one must find the units free again.
      if (!live) {
        const days = Math.round((Date.parse(hold.returnDay) - Date.parse(hold.day)) / 86_400_000) + 1;
        await assertFree(tx, rows, days, hold.quantity, hold.id);
      }
      await tx
        .update(unitInventory)
        .set({ sold: sql`${unitInventory.sold} + ${hold.quantity}` })
        .where(and(eq(unitInventory.locationId, hold.locationId), eq(unitInventory.productId, hold.productId), between(unitInventory.day, hold.day, hold.returnDay)));
      await tx.update(holds).set({ status: 'committed', orderId }).where(eq(holds.id, holdId));
    },
  };
}
