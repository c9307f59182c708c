import React, { Suspense, useEffect } from 'react';
import { CART_REMOTE, PageLoading, PageOutlet, markRemoteListening, useLocation } from '@resort/shared';
import { AddToCartDialog } from './features/add-to-cart-dialog/components/add-to-cart-dialog';
import { useCartSummaryOnLoad } from './features/cart/model/use-cart-summary-on-load';
import { matchRoute } from '@resort/shared/routes';
import { ROUTES } from './routes';

const CartPages = React.lazy(() => import('./pages'));

/**
 * Serves every page once loaded (the shell loads it on its routes and when a page first adds to the
 * cart): it hosts the add-to-cart dialog, and loads the cart count when the page did not carry it.
 * On its own routes it also renders the page (code fetched there only), into the shell's main area
 * rather than the page-wide overlay root.
 */
export function Root() {
  useCartSummaryOnLoad();
  // The dialog below listens from here on (its effect ran first): an add waiting on it goes on.
  useEffect(() => markRemoteListening(CART_REMOTE), []);
  const { pathname } = useLocation();
  const route = matchRoute(ROUTES, pathname);
  return (
    <>
      <AddToCartDialog />
      {route ? (
        <PageOutlet id="cart-checkout-page">
          <Suspense fallback={<PageLoading />}>
            <CartPages route={route} />
          </Suspense>
        </PageOutlet>
      ) : null}
    </>
  );
}
