import type { assignments, cartItems, militaryVerifications } from '../schema';

// The cart's row types, inferred from its Drizzle tables in one place, so the modules that read
// them (cart-data, views, military) need not import one another for a type.

/** A cart item as the cart reads it (without its cart id and creation time). */
export type ItemRow = Omit<typeof cartItems.$inferSelect, 'cartId' | 'created' | 'promoRemoved'> & { promoRemoved?: boolean };
/** The traveler assigned to one unit of an item. */
export type AssignmentRow = typeof assignments.$inferSelect;
export type MilitaryRow = typeof militaryVerifications.$inferSelect;
