import type { Db } from './db';
import type { AgeRule } from '../rules/age';
import type { CartLineRequest } from '../cart/add-to-cart';
import type { ConfigureField, ItemConfiguration, UnmetRequirement } from '../cart/configure';

export type { ConfigureField, ItemConfiguration, UnmetRequirement };

export type { AgeRule };

// Catalog-provider contract (architecture, contract 4): the cart reaches every line's products
// only through this, never through another line's tables.

/** One line of a cart as a line is asked about it; its shape is the browser's add-to-cart request. */
export type ItemRequest = CartLineRequest;

export interface Quote {
  line: string;
  productId: string;
  sku: string;
  title: string;
  description: string;
  resortId: string;
  resortName: string;
  timeZone: string;
  date: string;
  endDate?: string;
  quantity: number;
  /** Per unit, integer minor units. */
  unitPrice: number;
  currency: string;
  /** Sales tax rate in basis points (1/100 of a percent). */
  taxRateBp: number;
  /**
   * Taxes and fees the line quotes for the whole item instead of `taxRateBp` (a stay's lodging tax,
   * resort fee, cleaning fee), each already rounded by the line's own rule, in minor units. The
   * cart charges them exactly as quoted and shows them as LodgingTaxesAndFees (spec section 3)
   * under `taxesAndFeesLocation`.
   */
  taxesAndFees?: { name: string; amount: number }[];
  taxesAndFeesLocation?: string;
  /** Each unit must be assigned to a person whose age fits this rule (lift tickets, lessons). */
  assignment?: AgeRule;
  /** Extra display fields for the add-to-cart dialog (pickUpDate, returnDate, duration, ...). */
  display?: Record<string, string>;
  /**
   * Sold only to verified military members and their dependants (a Military Epic Pass): the cart
   * asks for the buyer's military status and refuses completion until it is verified.
   */
  militaryVerification?: boolean;
  /** Part of a trip the cart's travel insurance may cover (a stay, a package): the cart offers it and prices it on these items. */
  travelInsurable?: boolean;
  /** Other offers this item can become in the cart ("change pass offer option"): a pass's better pass. */
  offers?: ProductOffer[];
}

export interface ProductOffer {
  productId: string;
  title: string;
  /** Per unit, minor units of the quote's currency. */
  unitPrice: number;
}

/** A cart item as the cart hands it to its line's configure-step hooks. */
export interface ConfigurableItem {
  /** The cart item's id (the spec's cartProductId). */
  itemId: string;
  /** The item's hold in its line's ledger (lines key their own per-item records by it). */
  holdId: string;
  request: ItemRequest;
  /** The quote taken when the item was added. */
  quote: Quote;
  configuration: ItemConfiguration;
  /** The signed-in buyer, or null for a guest. */
  userId: string | null;
}

/** A charge a configuration adds to an item (a rental damage waiver), in minor units. */
export interface ConfiguredCharge {
  name: string;
  amount: number;
}

export interface Hold {
  holdId: string;
  expiresAt: Date;
}

/** What an order tells a line of the booking it sells (bookings.ts files it for the account's reservations). */
export interface BookingContext {
  /** The buyer's account, or null for a guest. */
  userId: string | null;
  title: string;
  resortName: string;
  /** The item's first day (ISO). */
  date: string;
  /** Who it is for: the names assigned to its units, else the buyer's. */
  guests: string[];
}

/** One cart call a line answers, named in /api/docs by its summary (spec section 7). */
export interface CartCall {
  path: string;
  summary: string;
}

/**
 * The cart calls a line answers: the cart registers them as routes when its plugin loads, so the
 * lines that declare them register before it (shell/server/lines.ts).
 */
export interface CartCalls {
  /** "Add to cart for ...": POST /api/cart/add/<path>. */
  add?: CartCall[];
  /**
   * "Configure ...": POST /api/cart/configure/<path>, taking answers for items of every line that
   * declares the path. The first one is the item's call when the line has no `configureCall`.
   */
  configure?: CartCall[];
  /** The item options beside a cart item this line prices (keys of the cart contract's ITEM_OPTION_CALLS). */
  toggles?: string[];
  /** The configure answer that opts a unit out of a physical pass card ("toggle nff"). */
  passCardOptOut?: string;
}

export interface CatalogProvider {
  line: string;
  /** The cart calls this line answers; a line without them is reached through POST /api/cart/add/<line>. */
  cartCalls?: CartCalls;
  /**
   * The zod schema of this line's cart-line `options` (from the line's contract.ts). The cart
   * parses an add's options with it before any provider call, so counts are bounded first.
   */
  options?: import('zod').ZodType;
  /**
   * What the visitor's session lends the next item added of this line (a referral code the
   * visitor set for their next rental), merged into the add's options before they are parsed;
   * `used` names the session keys taken, which the cart clears once the item is in the cart.
   */
  fromSession?(
    options: Record<string, unknown>,
    session: Readonly<Record<string, string>>,
  ): Promise<{ options: Record<string, unknown>; used: string[] }>;
  /** Prices the item now; throws HttpError(400) for an item that cannot be sold. */
  quote(item: ItemRequest): Promise<Quote>;
  /**
   * Refuses a buyer who may not buy this product at all, before anything is priced or held (an
   * under-18 account and a My Epic Gear membership); throws HttpError with the spec's words.
   * `userId` is the signed-in buyer, or null for a guest.
   */
  admit?(item: ItemRequest, buyer: { userId: string | null }): Promise<void>;
  /** Reserves capacity until `ttlSeconds` from now; throws HttpError(409, 'Sold Out') when none is left. */
  hold(item: ItemRequest, cartId: string, ttlSeconds: number): Promise<Hold>;
  release(holdId: string): Promise<void>;
  /**
   * Turns the hold into a sale inside the order's transaction; throws if the hold has expired and
   * capacity is gone. `booking` says whose it is, so the line can list it in the buyer's reservations.
   */
  commit(holdId: string, orderId: string, tx: Db, booking?: BookingContext): Promise<void>;
  /**
   * Undoes `commit` for an order that was never paid (a decline, or a crash settled at start-up):
   * the units go back from sold to held for `ttlSeconds`, so the buyer's cart keeps them. Inside
   * the caller's transaction; a hold that is not sold to `orderId` is left as it is.
   */
  revert(holdId: string, orderId: string, tx: Db, ttlSeconds: number): Promise<void>;
  /**
   * Keeps a live hold for `ttlSeconds` from now (the cart's "extend session"); null when the hold
   * has already ended or is not this line's: an ended hold is not brought back, its places may be gone.
   */
  extend?(holdId: string, ttlSeconds: number): Promise<Date | null>;

  // The configure step (shared/src/cart/configure.ts). All optional: a product without them needs
  // no configuration.

  /**
   * Which of the cart's spec section 7 "configure ..." calls saves this item's answers
   * ('lift-tickets', 'season-pass', 'rental', 'private-lesson', 'lodging-requirements', ...).
   */
  configureCall?(item: ConfigurableItem): string;
  /** The fields the configure step draws for this item. */
  configureFields?(item: ConfigurableItem): ConfigureField[] | Promise<ConfigureField[]>;
  /**
   * Checks answers the visitor saves (partial answers are allowed: the visitor saves as they go)
   * and returns them normalised; throws HttpError(400) with the spec's message for a wrong one.
   */
  configure?(item: ConfigurableItem, answers: ItemConfiguration): ItemConfiguration | Promise<ItemConfiguration>;
  /** What is still unmet; [] when the item is configured. Completion refuses a cart with any. */
  requirements?(item: ConfigurableItem): UnmetRequirement[] | Promise<UnmetRequirement[]>;
  /**
   * Charges the configuration adds to the item (per stay or per day already multiplied out). The
   * cart asks after every save of the item's answers and keeps the answer with the item's quote.
   */
  charges?(item: ConfigurableItem): ConfiguredCharge[] | Promise<ConfiguredCharge[]>;
}

export class CatalogRegistry {
  private readonly providers = new Map<string, CatalogProvider>();

  register(provider: CatalogProvider): void {
    this.providers.set(provider.line, provider);
  }

  get(line: string): CatalogProvider | undefined {
    return this.providers.get(line);
  }

  lines(): string[] {
    return [...this.providers.keys()];
  }

  /** The lines that answer a cart call of this kind at this path (a toggle is named by its key). */
  linesFor(kind: 'add' | 'configure' | 'toggles', path: string): string[] {
    return [...this.providers.values()]
      .filter((p) => p.cartCalls?.[kind]?.some((c) => (typeof c === 'string' ? c : c.path) === path))
      .map((p) => p.line);
  }

  /** Every cart call of this kind the registered lines declare, each path once, in registration order. */
  calls(kind: 'add' | 'configure'): CartCall[] {
    const byPath = new Map<string, CartCall>();
    for (const p of this.providers.values()) for (const c of p.cartCalls?.[kind] ?? []) if (!byPath.has(c.path)) byPath.set(c.path, c);
    return [...byPath.values()];
  }
}
