import type { CartService } from '../../../../server/service';

// Response shapes of the checkout API, taken from the server so browser and API cannot drift.
export type ReviewDto = Awaited<ReturnType<CartService['review']>>;
export type OrderDto = Awaited<ReturnType<CartService['order']>>;
export type { BillingAddress } from '../../../../server/schema';
export type { TokenizedCard, CardDetails } from '../../../../server/payment-gateway';
