import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  CART_URL,
  DOB_BELOW_MIN_AGE,
  PRODUCT_CANNOT_BE_ADDED,
  REQUIRED_FIELD,
  checkAssigneeAge,
  formatMoney,
  isoFromInput,
} from '@resort/shared';
import { HttpError, badRequest, notFound, type Db, type ItemRequest, type LinePluginOptions } from '@resort/shared/server';
import type { CardDetails, PaymentGateway } from './payment-gateway';
import { priceLine, sumTotals } from './pricing';
import { assignments, cartItems, carts, orderItems, orders, payments, promoCodes, type BillingAddress, type QuoteSnapshot } from './schema';
import { addedView, cartCount, cartDto, type AssignmentRow, type ItemRow } from './views';

/** A hold keeps capacity for the buyer this long after the item is added. */
export const HOLD_TTL_SECONDS = 15 * 60;

export const PROMO_INVALID = 'The promo code you submitted is invalid. Please enter a valid promo code.';
export const TERMS_REQUIRED = 'Please accept the terms and conditions to complete your purchase.';
export const SELECT_TRAVELER = 'Select a Traveler';
export const CART_EMPTY = 'Your cart is empty.';
export const ADDRESS_REQUIRED = 'Please enter your billing address.';
export const PAYMENT_REQUIRED = 'Please enter your payment details.';
export const SIGN_IN_REQUIRED = 'Please sign in to see your orders.';
export const NO_TRAVELER_NEEDED = 'This product does not need a traveler.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// No 0/O or 1/I, so an order number read over the phone is never ambiguous.
const ORDER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function newOrderNumber(): string {
  const bytes = randomBytes(8);
  return `R-${[...bytes].map((b) => ORDER_ALPHABET[b % ORDER_ALPHABET.length]).join('')}`;
}

export interface AddBody {
  productId: string;
  date: string;
  quantity: number;
  options?: Record<string, unknown>;
}

export interface AssignBody {
  itemId: string;
  unitIndex: number;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
}

export interface Missing {
  message: string;
  itemId?: string;
  unitIndex?: number;
}

type Cart = typeof carts.$inferSelect;

/** A line could not sell an item at completion: its capacity went while the hold had lapsed. */
class ItemUnavailable extends Error {
  constructor(readonly item: ItemRow) {
    super('item unavailable');
  }
}

export const itemUnavailableMessage = (title: string) => `${title} is no longer available and has been removed from your order.`;

const isClientError = (e: unknown): boolean => {
  const status = (e as { statusCode?: unknown })?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

export function createCartService({ db, catalog, sessions, gateway }: LinePluginOptions & { gateway: PaymentGateway }) {
  async function findOpenCart(request: FastifyRequest, conn: Db = db): Promise<Cart | null> {
    const id = request.session.data.cartId;
    if (!id || !UUID.test(id)) return null;
    const rows = await conn.select().from(carts).where(and(eq(carts.id, id), eq(carts.status, 'open'))).limit(1);
    const cart = rows[0] ?? null;
    // A guest cart becomes the account's cart once its buyer signs in.
    const user = request.session.user;
    if (cart && user && cart.userId !== user.id) {
      await conn.update(carts).set({ userId: user.id, updated: new Date() }).where(eq(carts.id, cart.id));
      cart.userId = user.id;
    }
    return cart;
  }

  async function requireCart(request: FastifyRequest): Promise<Cart> {
    const cart = await findOpenCart(request);
    if (!cart) throw badRequest(CART_EMPTY);
    return cart;
  }

  async function loadItems(cartId: string, conn: Db = db): Promise<{ items: ItemRow[]; assigned: AssignmentRow[] }> {
    const items = await conn.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(asc(cartItems.created), asc(cartItems.id));
    const assigned = items.length
      ? await conn.select().from(assignments).where(inArray(assignments.cartItemId, items.map((i) => i.id)))
      : [];
    return { items, assigned };
  }

  async function percentOff(code: string | null, conn: Db = db): Promise<number> {
    if (!code) return 0;
    const rows = await conn.select().from(promoCodes).where(and(eq(promoCodes.code, code), eq(promoCodes.active, true))).limit(1);
    return rows[0]?.percentOff ?? 0;
  }

  async function view(cart: Cart | null) {
    if (!cart) return cartDto(null, [], [], 0);
    const { items, assigned } = await loadItems(cart.id);
    return cartDto(cart, items, assigned, await percentOff(cart.promoCode));
  }

  const summary = (cartId: string | null, count: number) => ({ cartId, cartCount: count, cartUrl: CART_URL });

  /** Units that still need a traveler, and travelers whose age no longer fits. */
  function travelerProblems(items: ItemRow[], assigned: AssignmentRow[]): Missing[] {
    const problems: Missing[] = [];
    for (const item of items) {
      const rule = item.quote.assignment;
      if (!rule) continue;
      for (let unitIndex = 0; unitIndex < item.quantity; unitIndex += 1) {
        const a = assigned.find((x) => x.cartItemId === item.id && x.unitIndex === unitIndex);
        if (!a) {
          problems.push({ message: SELECT_TRAVELER, itemId: item.id, unitIndex });
          continue;
        }
        const ageProblem = checkAssigneeAge(a.dateOfBirth, item.date, rule);
        if (ageProblem) problems.push({ message: ageProblem, itemId: item.id, unitIndex });
      }
    }
    return problems;
  }

  return {
    async summary(request: FastifyRequest) {
      const cart = await findOpenCart(request);
      if (!cart) return { CartCount: 0, cartId: null, cartUrl: CART_URL };
      const { items } = await loadItems(cart.id);
      return { CartCount: cartCount(items), cartId: cart.id, cartUrl: CART_URL };
    },

    async cart(request: FastifyRequest) {
      return view(await findOpenCart(request));
    },

    async add(request: FastifyRequest, line: string, body: AddBody) {
      const provider = catalog.get(line);
      if (!provider) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
      const itemRequest: ItemRequest = { line, productId: body.productId, date: body.date, quantity: body.quantity, options: body.options ?? {} };
      let quote;
      try {
        quote = await provider.quote(itemRequest);
      } catch (error) {
        if (isClientError(error)) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
        throw error;
      }
      const existing = await findOpenCart(request);
      if (existing) {
        const { items } = await loadItems(existing.id);
        // One payment per order, in one currency: a USD cart cannot take a CAD item.
        if (items.some((i) => i.quote.currency !== quote.currency)) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
      }
      const cartId = existing?.id ?? randomUUID();
      // Sold Out (409) from the line passes through as is.
      const hold = await provider.hold(itemRequest, cartId, HOLD_TTL_SECONDS);
      const snapshot: QuoteSnapshot = {
        sku: quote.sku,
        title: quote.title,
        description: quote.description,
        unitPrice: quote.unitPrice,
        currency: quote.currency,
        taxRateBp: quote.taxRateBp,
        assignment: quote.assignment,
        display: quote.display,
        resortId: quote.resortId,
        resortName: quote.resortName,
        timeZone: quote.timeZone,
        endDate: quote.endDate,
      };
      let item: ItemRow;
      try {
        item = await db.transaction(async (tx) => {
          if (!existing) {
            await tx.insert(carts).values({ id: cartId, userId: request.session.user?.id ?? null });
          } else {
            await tx.update(carts).set({ updated: new Date() }).where(eq(carts.id, cartId));
          }
          const [row] = await tx
            .insert(cartItems)
            .values({
              cartId,
              line,
              productId: body.productId,
              date: quote.date || body.date,
              quantity: body.quantity,
              options: body.options ?? {},
              quote: snapshot,
              holdId: hold.holdId,
              holdExpiresAt: hold.expiresAt,
            })
            .returning();
          return row;
        });
      } catch (error) {
        await provider.release(hold.holdId).catch(() => undefined);
        throw error;
      }
      if (!existing) await sessions.setData(request, 'cartId', cartId);
      const { items } = await loadItems(cartId);
      return { cart: summary(cartId, cartCount(items)), added: [addedView(item)] };
    },

    async remove(request: FastifyRequest, itemId: string) {
      const cart = await findOpenCart(request);
      if (!cart || !UUID.test(itemId)) throw notFound('This item is no longer in your cart.');
      const rows = await db.select().from(cartItems).where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id))).limit(1);
      const item = rows[0];
      if (!item) throw notFound('This item is no longer in your cart.');
      await db.delete(cartItems).where(eq(cartItems.id, item.id));
      // Give the capacity back at once rather than when the hold would have expired.
      await catalog.get(item.line)?.release(item.holdId);
      return view(cart);
    },

    async assign(request: FastifyRequest, body: AssignBody) {
      const cart = await requireCart(request);
      if (!UUID.test(body.itemId)) throw notFound('This item is no longer in your cart.');
      const rows = await db.select().from(cartItems).where(and(eq(cartItems.id, body.itemId), eq(cartItems.cartId, cart.id))).limit(1);
      const item = rows[0];
      if (!item) throw notFound('This item is no longer in your cart.');
      const rule = item.quote.assignment;
      if (!rule) throw badRequest(NO_TRAVELER_NEEDED);
      if (body.unitIndex >= item.quantity) throw badRequest(SELECT_TRAVELER, { field: 'unitIndex' });
      const firstName = body.firstName.trim();
      const lastName = body.lastName.trim();
      if (!firstName) throw badRequest(REQUIRED_FIELD, { field: 'firstName' });
      if (!lastName) throw badRequest(REQUIRED_FIELD, { field: 'lastName' });
      const dob = isoFromInput(body.dateOfBirth);
      const ageProblem = checkAssigneeAge(dob, item.date, rule);
      if (ageProblem) throw badRequest(ageProblem, { field: 'dateOfBirth' });
      // Someone not yet born on the first day cannot ride, whatever the product's minimum age.
      if (dob! > item.date) throw badRequest(DOB_BELOW_MIN_AGE, { field: 'dateOfBirth' });
      const values = { cartItemId: item.id, unitIndex: body.unitIndex, firstName, lastName, dateOfBirth: dob! };
      await db
        .insert(assignments)
        .values(values)
        .onConflictDoUpdate({ target: [assignments.cartItemId, assignments.unitIndex], set: { firstName, lastName, dateOfBirth: dob! } });
      return { itemId: item.id, unitIndex: body.unitIndex, firstName, lastName, dateOfBirth: dob! };
    },

    async applyPromo(request: FastifyRequest, code: string) {
      const cart = await requireCart(request);
      const normalized = code.trim().toUpperCase();
      if ((await percentOff(normalized)) === 0) throw badRequest(PROMO_INVALID);
      await db.update(carts).set({ promoCode: normalized, updated: new Date() }).where(eq(carts.id, cart.id));
      return view({ ...cart, promoCode: normalized });
    },

    async removePromo(request: FastifyRequest) {
      const cart = await requireCart(request);
      await db.update(carts).set({ promoCode: null, updated: new Date() }).where(eq(carts.id, cart.id));
      return view({ ...cart, promoCode: null });
    },

    async guest(request: FastifyRequest, email: string) {
      const cart = await requireCart(request);
      const normalized = email.trim().toLowerCase();
      await db.update(carts).set({ guestEmail: normalized, updated: new Date() }).where(eq(carts.id, cart.id));
      return { email: normalized };
    },

    async address(request: FastifyRequest, body: BillingAddress) {
      const cart = await requireCart(request);
      const address = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v).trim()])) as unknown as BillingAddress;
      const missing = (Object.keys(address) as (keyof BillingAddress)[]).filter((k) => !address[k]);
      if (missing.length) throw badRequest(REQUIRED_FIELD, { fields: missing });
      await db.update(carts).set({ billing: address, updated: new Date() }).where(eq(carts.id, cart.id));
      return { address };
    },

    async payment(request: FastifyRequest, card: CardDetails) {
      const cart = await requireCart(request);
      const tokenized = await gateway.tokenize(card);
      await db
        .update(carts)
        .set({ paymentToken: tokenized.token, paymentLast4: tokenized.last4, paymentBrand: tokenized.brand, updated: new Date() })
        .where(eq(carts.id, cart.id));
      return tokenized;
    },

    async review(request: FastifyRequest, termsAccepted: boolean) {
      const cart = await requireCart(request);
      const { items, assigned } = await loadItems(cart.id);
      const missing: Missing[] = travelerProblems(items, assigned);
      if (!cart.billing) missing.push({ message: ADDRESS_REQUIRED });
      if (!cart.paymentToken) missing.push({ message: PAYMENT_REQUIRED });
      if (!termsAccepted) missing.push({ message: TERMS_REQUIRED });
      if (!items.length) missing.unshift({ message: CART_EMPTY });
      return {
        cart: cartDto(cart, items, assigned, await percentOff(cart.promoCode)),
        email: request.session.user?.email ?? cart.guestEmail ?? cart.billing?.email ?? null,
        address: cart.billing ?? null,
        payment: cart.paymentToken ? { last4: cart.paymentLast4, brand: cart.paymentBrand } : null,
        missing,
        ready: missing.length === 0,
      };
    },

    async complete(request: FastifyRequest, body: { paymentToken: string; acceptTerms: boolean }) {
      const session = request.session;
      const candidate = session.data.cartId || session.data.lastOrderedCartId;
      if (!candidate || !UUID.test(candidate)) throw badRequest(CART_EMPTY);
      const run = () => db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        // The row lock serialises submits of one cart: a second submit waits, then finds the order.
        const locked = await tx.select().from(carts).where(eq(carts.id, candidate)).for('update');
        const cart = locked[0];
        if (!cart) throw badRequest(CART_EMPTY);
        if (cart.orderId) {
          const [order] = await tx.select().from(orders).where(eq(orders.id, cart.orderId));
          return { orderNumber: order.number, orderId: order.id, cartId: cart.id, repeated: true };
        }
        const { items, assigned } = await loadItems(cart.id, tx);
        if (!items.length) throw badRequest(CART_EMPTY);
        if (body.acceptTerms !== true) throw badRequest(TERMS_REQUIRED);
        const problems = travelerProblems(items, assigned);
        if (problems.length) throw badRequest(problems[0].message, { missing: problems });
        const billing = cart.billing;
        if (!billing) throw badRequest(ADDRESS_REQUIRED);
        if (!cart.paymentToken || cart.paymentToken !== body.paymentToken) throw badRequest(PAYMENT_REQUIRED);

        const off = await percentOff(cart.promoCode, tx);
        const currency = items[0].quote.currency;
        const priced = items.map((i) => ({ item: i, price: priceLine(i.quote, i.quantity, off) }));
        const totals = sumTotals(priced.map((p) => p.price), currency);
        const [order] = await tx
          .insert(orders)
          .values({
            number: newOrderNumber(),
            cartId: cart.id,
            userId: session.user?.id ?? cart.userId ?? null,
            sessionId: session.id,
            email: session.user?.email ?? cart.guestEmail ?? billing.email,
            firstName: billing.firstName,
            lastName: billing.lastName,
            line1: billing.line1,
            city: billing.city,
            region: billing.region,
            postalCode: billing.postalCode,
            country: billing.country,
            promoCode: off ? cart.promoCode : null,
            subtotal: totals.subtotal,
            discount: totals.discount,
            tax: totals.tax,
            total: totals.total,
            currency,
            status: 'paid',
          })
          .returning();
        await tx.insert(orderItems).values(
          priced.map(({ item, price }) => ({
            orderId: order.id,
            cartItemId: item.id,
            line: item.line,
            productId: item.productId,
            sku: item.quote.sku,
            title: item.quote.title,
            description: item.quote.description,
            date: item.date,
            quantity: item.quantity,
            unitPrice: item.quote.unitPrice,
            lineAmount: price.lineAmount,
            discount: price.discount,
            tax: price.tax,
            currency,
            display: item.quote.display ?? {},
            assignees: assigned
              .filter((a) => a.cartItemId === item.id)
              .map(({ unitIndex, firstName, lastName, dateOfBirth }) => ({ unitIndex, firstName, lastName, dateOfBirth })),
            holdId: item.holdId,
          })),
        );
        for (const item of items) {
          const provider = catalog.get(item.line);
          if (!provider) throw badRequest(PRODUCT_CANNOT_BE_ADDED);
          try {
            await provider.commit(item.holdId, order.id, tx);
          } catch (error) {
            if ((error as { statusCode?: number })?.statusCode === 409) throw new ItemUnavailable(item);
            throw error;
          }
        }
        // Last, so that a decline (HttpError 402) rolls back the order and the sales above.
        await gateway.charge(
          {
            token: cart.paymentToken,
            amount: totals.total,
            currency,
            orderId: order.id,
            idempotencyKey: cart.id,
            last4: cart.paymentLast4 ?? '',
            brand: cart.paymentBrand ?? '',
          },
          tx,
        );
        await tx.update(carts).set({ status: 'ordered', orderId: order.id, updated: new Date() }).where(eq(carts.id, cart.id));
        return { orderNumber: order.number, orderId: order.id, cartId: cart.id, repeated: false };
      });
      let result: Awaited<ReturnType<typeof run>>;
      try {
        result = await run();
      } catch (error) {
        if (!(error instanceof ItemUnavailable)) throw error;
        // Spec: an unavailable product is removed from the order with a notice. The order was rolled
        // back and nothing was charged; the buyer reviews the rest and submits again.
        await db.delete(cartItems).where(eq(cartItems.id, error.item.id));
        await catalog.get(error.item.line)?.release(error.item.holdId);
        throw new HttpError(409, itemUnavailableMessage(error.item.quote.title), { removedItemId: error.item.id });
      }
      if (!result.repeated) {
        await sessions.setData(request, 'cartId', '');
        await sessions.setData(request, 'lastOrderedCartId', result.cartId);
        const placed = (session.data.placedOrders ?? '').split(',').filter(Boolean);
        await sessions.setData(request, 'placedOrders', [...placed, result.orderId].slice(-20).join(','));
      }
      return { orderNumber: result.orderNumber, orderId: result.orderId };
    },

    async orders(request: FastifyRequest) {
      const user = request.session.user;
      if (!user) throw new HttpError(401, SIGN_IN_REQUIRED);
      const rows = await db.select().from(orders).where(eq(orders.userId, user.id)).orderBy(desc(orders.created), desc(orders.number));
      const lines = rows.length
        ? await db.select().from(orderItems).where(inArray(orderItems.orderId, rows.map((o) => o.id))).orderBy(asc(orderItems.date))
        : [];
      // The shape the account line's orders page reads.
      return rows.map((o) => ({
        number: o.number,
        orderId: o.id,
        createdAt: o.created.toISOString(),
        total: o.total,
        totalFormatted: formatMoney(o.total, o.currency),
        currency: o.currency,
        status: o.status,
        items: lines.filter((l) => l.orderId === o.id).map((l) => ({ title: l.title, description: l.description, date: l.date, quantity: l.quantity })),
      }));
    },

    async order(request: FastifyRequest, number: string) {
      const rows = await db.select().from(orders).where(eq(orders.number, number.toUpperCase())).limit(1);
      const order = rows[0];
      const placedHere = (request.session.data.placedOrders ?? '').split(',').includes(order?.id ?? '-');
      const owner = Boolean(order?.userId && order.userId === request.session.user?.id);
      // Not found rather than forbidden, so order numbers cannot be probed.
      if (!order || !(owner || placedHere)) throw notFound('Order not found.');
      const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
      const [payment] = await db.select().from(payments).where(eq(payments.orderId, order.id));
      const fmt = (n: number) => formatMoney(n, order.currency);
      return {
        orderNumber: order.number,
        orderId: order.id,
        created: order.created.toISOString(),
        email: order.email,
        status: order.status,
        address: {
          firstName: order.firstName,
          lastName: order.lastName,
          line1: order.line1,
          city: order.city,
          region: order.region,
          postalCode: order.postalCode,
          country: order.country,
        },
        items: items.map((i) => ({
          id: i.id,
          sku: i.sku,
          title: i.title,
          description: i.description,
          date: i.date,
          quantity: i.quantity,
          lineAmount: i.lineAmount,
          lineAmountFormatted: fmt(i.lineAmount),
          tax: i.tax,
          taxFormatted: fmt(i.tax),
          display: i.display,
          assignees: i.assignees,
        })),
        promoCode: order.promoCode,
        subtotal: order.subtotal,
        discount: order.discount,
        tax: order.tax,
        total: order.total,
        currency: order.currency,
        subtotalFormatted: fmt(order.subtotal),
        discountFormatted: fmt(order.discount),
        taxFormatted: fmt(order.tax),
        totalFormatted: fmt(order.total),
        payment: payment ? { last4: payment.last4, brand: payment.brand, amount: payment.amount } : null,
      };
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
