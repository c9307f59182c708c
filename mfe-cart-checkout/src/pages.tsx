import { lazy } from 'react';
import type { RouteMatch } from '@resort/shared/routes';
import { CartPage } from './features/cart/components/cart-page';
import type { CartPage as CartPageName } from './routes';

// The checkout steps check their forms with the contract (and zod): fetched on their own paths,
// so the cart page loads neither.
const CheckoutPage = lazy(() => import('./features/checkout/components/checkout-page').then((m) => ({ default: m.CheckoutPage })));
const ConfirmationPage = lazy(() =>
  import('./features/checkout/components/confirmation-page').then((m) => ({ default: m.ConfirmationPage })),
);

const GiftCardsPage = lazy(() => import('./features/gift-cards/components/gift-cards-page').then((m) => ({ default: m.GiftCardsPage })));

/** The cart line's pages, loaded only on their own routes. */
export default function CartPages({ route }: { route: RouteMatch<CartPageName> }) {
  switch (route.page) {
    case 'confirmation':
      return <ConfirmationPage orderNumber={route.params.orderNumber} />;
    case 'checkout':
      return <CheckoutPage />;
    case 'cart':
      return <CartPage />;
    case 'gift-cards':
      return <GiftCardsPage />;
  }
}
