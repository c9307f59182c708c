// The cart API's response shapes, taken from the server's views so browser and API cannot drift.
export type { CartDto, CartItemDto, UnitView } from '../../../../server/views';
export interface CartSummaryDto {
  CartCount: number;
  cartId: string | null;
  cartUrl: string;
}
