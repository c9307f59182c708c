import { createPortal } from 'react-dom';
import { appContainer, useLocation } from '@resort/shared';
import { AddToCartDialog } from './features/add-to-cart-dialog/components/add-to-cart-dialog';
import { CartPage } from './features/cart/components/cart-page';
import { useCartSummaryOnLoad } from './features/cart/model/use-cart-summary-on-load';
import { CheckoutPage } from './features/checkout/components/checkout-page';
import { ConfirmationPage } from './features/checkout/components/confirmation-page';

const CONFIRMATION = /^\/checkout\/confirmation\/([^/]+)\/?$/;

function Page({ pathname }: { pathname: string }) {
  const confirmation = CONFIRMATION.exec(pathname);
  if (confirmation) return <ConfirmationPage orderNumber={decodeURIComponent(confirmation[1])} />;
  if (/^\/checkout\/?$/.test(pathname)) return <CheckoutPage />;
  if (/^\/cart\/?$/.test(pathname)) return <CartPage />;
  return null;
}

/**
 * Active on every page: it loads the cart count and hosts the add-to-cart dialog. On its own
 * routes it also renders the page, into the shell's main area rather than the page-wide overlay root.
 */
export function Root() {
  useCartSummaryOnLoad();
  const { pathname } = useLocation();
  const page = <Page pathname={pathname} />;
  const onOwnRoute = /^\/(cart|checkout)(\/|$)/.test(pathname);
  return (
    <>
      <AddToCartDialog />
      {onOwnRoute ? createPortal(page, appContainer('cart_checkout-page')) : null}
    </>
  );
}
