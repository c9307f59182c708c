import type { Db } from './db';
import type { AgeRule } from '../rules/age';

export type { AgeRule };

// Catalog-provider contract (architecture, contract 4): the cart reaches every line's products
// only through this, never through another line's tables.

export interface ItemRequest {
  /** The line that owns the product: 'liftaccess', 'lodging', 'rentals', 'lessons', ... */
  line: string;
  productId: string;
  /** Ski day or first day, ISO yyyy-MM-dd in the resort's zone. */
  date: string;
  quantity: number;
  /** Line-specific options (number of days, age category, return date, ...). */
  options?: Record<string, unknown>;
}

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
  /** Each unit must be assigned to a person whose age fits this rule (lift tickets, lessons). */
  assignment?: AgeRule;
  /** Extra display fields for the add-to-cart dialog (pickUpDate, returnDate, duration, ...). */
  display?: Record<string, string>;
}

export interface Hold {
  holdId: string;
  expiresAt: Date;
}

export interface CatalogProvider {
  line: string;
  /** Prices the item now; throws HttpError(400) for an item that cannot be sold. */
  quote(item: ItemRequest): Promise<Quote>;
  /** Reserves capacity until `ttlSeconds` from now; throws HttpError(409, 'Sold Out') when none is left. */
  hold(item: ItemRequest, cartId: string, ttlSeconds: number): Promise<Hold>;
  release(holdId: string): Promise<void>;
  /** Turns the hold into a sale inside the order's transaction; throws if the hold has expired and capacity is gone. */
  commit(holdId: string, orderId: string, tx: Db): Promise<void>;
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
}
