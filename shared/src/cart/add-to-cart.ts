import { api, type ApiResult } from '../api/api-client';
import { getEventBus, type CartItemView } from '../bus/event-bus';
import { ApiError } from '../query/query-client';
import { CART_REMOTE, needRemote } from '../routing/remote-demand';

/** An item as the browser asks the cart to add it, and as the cart asks the owning line about it. */
export interface CartLineRequest {
  /** The line that owns the product: 'liftaccess', 'lodging', 'rentals', 'lessons', ... */
  line: string;
  productId: string;
  /** Ski day or first day, ISO yyyy-MM-dd in the resort's zone. */
  date: string;
  quantity: number;
  /** Line-specific options (number of days, age category, return date, ...). */
  options?: Record<string, unknown>;
}

export { CART_URL, PRODUCT_CANNOT_BE_ADDED } from '../core/messages';

export interface CartSummary {
  cartId: string | null;
  cartCount: number;
  cartUrl: string;
}

export interface AddToCartResponse {
  cart: CartSummary;
  added: CartItemView[];
}

/**
 * Adds one line's item to the cart (POST /api/cart/add/<line>), then tells the page: the header's
 * count follows cart$, and the cart line's dialog opens on cartItemsAdded$. The cart remote, which
 * hosts that dialog, loads while the item is being added, so the dialog hears the news.
 */
export async function addToCart(item: Omit<CartLineRequest, 'line'> & { line: string }): Promise<ApiResult<AddToCartResponse | string>> {
  const cartListening = needRemote(CART_REMOTE);
  const result = await api.post<AddToCartResponse>(`/api/cart/add/${encodeURIComponent(item.line)}`, {
    productId: item.productId,
    date: item.date,
    quantity: item.quantity,
    options: item.options ?? {},
  });
  if (result.success) {
    await cartListening;
    const bus = getEventBus();
    bus.publishCart(result.data.cart);
    bus.publishCartItemsAdded({ items: result.data.added, cartUrl: result.data.cart.cartUrl });
  }
  return result;
}

/**
 * addToCart for a mutation: resolves with the cart's answer or throws an ApiError with the server's
 * message, so TanStack Query reports the refusal in the spec's words. A success whose data is text
 * (not the cart's JSON answer) is a failure too.
 */
export async function addToCartOrThrow(item: CartLineRequest): Promise<AddToCartResponse> {
  const result = await addToCart(item);
  if (!result.success || typeof result.data === 'string') throw new ApiError(result.status, result.message ?? '');
  return result.data;
}
