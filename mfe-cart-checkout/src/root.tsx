import React, { Suspense } from 'react';
import { createPortal } from 'react-dom';
import { PageLoading, appContainer, useLocation } from '@resort/shared';
import { AddToCartDialog } from './features/add-to-cart-dialog/components/add-to-cart-dialog';
import { useCartSummaryOnLoad } from './features/cart/model/use-cart-summary-on-load';

const CartPages = React.lazy(() => import('./pages'));

/**
 * Active on every page: it loads the cart count and hosts the add-to-cart dialog. On its own
 * routes it also renders the page (code fetched there only), into the shell's main area rather
 * than the page-wide overlay root.
 */
export function Root() {
  useCartSummaryOnLoad();
  const { pathname } = useLocation();
  const onOwnRoute = /^\/(cart|checkout)(\/|$)/.test(pathname);
  const page = (
    <Suspense fallback={<PageLoading />}>
      <CartPages pathname={pathname} />
    </Suspense>
  );
  return (
    <>
      <AddToCartDialog />
      {onOwnRoute ? createPortal(page, appContainer('cart_checkout-page')) : null}
    </>
  );
}
