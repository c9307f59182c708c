import { CartPage } from './features/cart/components/cart-page';
import { CheckoutPage } from './features/checkout/components/checkout-page';
import { ConfirmationPage } from './features/checkout/components/confirmation-page';

const CONFIRMATION = /^\/checkout\/confirmation\/([^/]+)\/?$/;

/** The cart line's pages, loaded only on their own routes. */
export default function CartPages({ pathname }: { pathname: string }) {
  const confirmation = CONFIRMATION.exec(pathname);
  if (confirmation) return <ConfirmationPage orderNumber={decodeURIComponent(confirmation[1])} />;
  if (/^\/checkout\/?$/.test(pathname)) return <CheckoutPage />;
  if (/^\/cart\/?$/.test(pathname)) return <CartPage />;
  return null;
}
