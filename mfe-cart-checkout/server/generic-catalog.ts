import { and, asc, eq } from 'drizzle-orm';
import { PRODUCT_CANNOT_BE_ADDED, soldOut } from '@resort/shared/core';
import { formatDate, parseDate, todayIsoIn } from '@resort/shared/dates';
import { uuid } from '@resort/shared/contracts';
import {
  DEMO_RESORTS,
  SOLD_OUT,
  badRequest,
  createLedger,
  notFound,
  type CatalogProvider,
  type Db,
  type ItemRequest,
  type Quote,
} from '@resort/shared/server';
import { GenericLineOptions, type GenericProduct } from '../contract';
import { genericCapacity, genericHolds, genericProducts } from './schema';

// Why the cart line and not the shell's content module: gift cards and parking passes are sold,
// held and committed like any line's products, and the cart is the line that already keeps money
// and orders; the content module keeps pages and forms and sells nothing.

export const GENERIC_LINE = 'generic';
const tables = { capacity: genericCapacity, holds: genericHolds };
export const genericLedger = createLedger(tables);

/** The operator's time zone for a product no resort owns (the first resort's). */
const OPERATOR_ZONE = DEMO_RESORTS[0].timeZone;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

type Row = typeof genericProducts.$inferSelect;

const toView = (r: Row): GenericProduct => ({
  id: r.id,
  kind: r.kind,
  resortId: r.resortId,
  title: r.title,
  description: r.description,
  price: r.price,
  currency: r.currency,
});

/** The generic products on sale, gift cards first. */
export async function listGenericProducts(db: Db): Promise<GenericProduct[]> {
  const rows = await db
    .select()
    .from(genericProducts)
    .where(eq(genericProducts.active, true))
    .orderBy(asc(genericProducts.kind), asc(genericProducts.id));
  return rows.map(toView);
}

/**
 * productId = a generic product, date = the day a gift card is sent or a parking pass is valid,
 * quantity = cards or passes; a gift card's options carry its amount. The places are the cart's own
 * ledger's (a daily issue ceiling for cards, the spaces of a car park), held, sold and given back
 * like a line's.
 */
export function genericProvider(db: Db): CatalogProvider {
  const priced = async (item: ItemRequest): Promise<Quote> => {
    if (!ISO_DAY.test(item.date) || !parseDate(item.date) || !Number.isInteger(item.quantity) || item.quantity < 1)
      throw badRequest(PRODUCT_CANNOT_BE_ADDED);
    const [product] = await db
      .select()
      .from(genericProducts)
      .where(and(eq(genericProducts.id, item.productId), eq(genericProducts.active, true)));
    if (!product) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
    const resort = product.resortId ? DEMO_RESORTS.find((r) => r.id === product.resortId) : undefined;
    const zone = resort?.timeZone ?? OPERATOR_ZONE;
    if (item.date < todayIsoIn(zone)) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
    const { amount } = GenericLineOptions.parse(item.options ?? {});
    const giftCard = product.kind === 'gift-card';
    if (giftCard ? amount === undefined : amount !== undefined) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
    const [day] = await genericLedger.availability(db, { resourceIds: [product.id], from: item.date, to: item.date });
    if (!day) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
    if (day.available < item.quantity) throw soldOut(SOLD_OUT);
    const date = formatDate(parseDate(item.date)!);
    return {
      line: GENERIC_LINE,
      productId: product.id,
      sku: giftCard ? `GEN-${product.id.toUpperCase()}-${amount}` : `GEN-${product.id.toUpperCase()}`,
      title: product.title,
      description: giftCard ? `${product.title}, sent on ${date}` : `${product.title}, ${date}`,
      resortId: resort?.id ?? '',
      resortName: resort?.name ?? 'Summit Resorts',
      timeZone: zone,
      date: item.date,
      quantity: item.quantity,
      unitPrice: giftCard ? amount! : product.price!,
      currency: product.currency,
      // A gift card is money held for later, taxed when it is spent; parking is taxed where it is.
      taxRateBp: giftCard ? 0 : (resort?.taxRateBp ?? 0),
      display: { date },
    };
  };

  const placedHere = async (tx: Db, holdId: string) => {
    if (!uuid.safeParse(holdId).success) return false;
    const [row] = await tx.select({ id: genericHolds.id }).from(genericHolds).where(eq(genericHolds.holdId, holdId)).limit(1);
    return Boolean(row);
  };

  return {
    line: GENERIC_LINE,
    options: GenericLineOptions,
    cartCalls: { add: [{ path: 'generic', summary: 'Add to cart for generic' }] },
    quote: priced,
    async hold(item, cartId, ttlSeconds) {
      const quote = await priced(item);
      return genericLedger.place(db, {
        units: [{ resourceId: quote.productId, day: item.date, quantity: item.quantity }],
        cartId,
        ttlSeconds,
      });
    },
    async release(holdId) {
      if (uuid.safeParse(holdId).success) await genericLedger.release(db, holdId);
    },
    extend: (holdId, ttlSeconds) => genericLedger.extend(db, holdId, ttlSeconds),
    async commit(holdId, orderId, tx) {
      if (!(await placedHere(tx, holdId))) throw notFound();
      await genericLedger.commit(tx, holdId, orderId);
    },
    async revert(holdId, orderId, tx, ttlSeconds) {
      if (uuid.safeParse(holdId).success) await genericLedger.revert(tx, holdId, orderId, ttlSeconds);
    },
  };
}
