import { lazy } from 'react';
import { CartPage } from './features/cart/components/cart-page';

// The checkout steps check their forms with the contract (and zod): fetched on their own paths,
// so the cart page loads neither.
const CheckoutPage = lazy(() => import('./features/checkout/components/checkout-page').then((m) => ({ default: m.CheckoutPage })));
const ConfirmationPage = lazy(() =>
  import('./features/checkout/components/confirmation-page').then((m) => ({ default: m.ConfirmationPage })),
);

const GiftCardsPage = lazy(() => import('./features/gift-cards/components/gift-cards-page').then((m) => ({ default: m.GiftCardsPage })));

const CONFIRMATION = /^\/checkout\/confirmation\/([^/]+)\/?$/;

/** The cart line's pages, loaded only on their own routes. */
export default function CartPages({ pathname }: { pathname: string }) {
  const confirmation = CONFIRMATION.exec(pathname);
  if (confirmation) return <ConfirmationPage orderNumber={decodeURIComponent(confirmation[1])} />;
  if (/^\/checkout\/?$/.test(pathname)) return <CheckoutPage />;
  if (/^\/cart\/?$/.test(pathname)) return <CartPage />;
  if (/^\/cart\/gift-cards\/?$/.test(pathname)) return <GiftCardsPage />;
  return null;
}
