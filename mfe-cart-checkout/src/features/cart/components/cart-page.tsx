import React, { useState } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink, LoadingOverlay, navigate, theme } from '@resort/shared';
import { removeCartItem } from '../api/remove-cart-item';
import type { CartItemDto } from '../model/cart-types';
import { publishCartCount } from '../model/publish-cart-count';
import { useCart } from '../model/use-cart';
import { useSignedIn } from '../model/use-signed-in';
import { CartItemRow } from './cart-item-row';
import { CartTotals } from './cart-totals';
import { CheckoutChoice } from './checkout-choice';
import { OopsMessage } from './oops-message';
import { Card, PageFrame, TwoColumns } from './page-frame';
import { PromoCodeForm } from './promo-code-form';

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Empty = styled(Card)`
  text-align: center;
  padding: ${theme.space.xl};
`;

export function CartPage() {
  const { state, cart, setCart } = useCart();
  const signedIn = useSignedIn();
  const [removing, setRemoving] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [choosing, setChoosing] = useState(false);

  const remove = async (item: CartItemDto) => {
    setRemoving(item.id);
    const result = await removeCartItem(item.id);
    setRemoving(null);
    if (!result.success) return setError(String(result.data));
    setError(null);
    setCart(result.data);
    publishCartCount(result.data.cartId, result.data.CartCount);
  };

  const checkout = () => {
    if (signedIn) navigate('/checkout');
    else setChoosing(true);
  };

  return (
    <PageFrame data-testid="cart-page" aria-labelledby="cart-title">
      <h1 id="cart-title">Your cart</h1>
      <LoadingOverlay active={state === 'loading'} label="Loading your cart">
        {state === 'error' ? <OopsMessage /> : null}
        {error ? <OopsMessage message={error} /> : null}
        {state === 'ready' && cart && cart.items.length === 0 ? (
          <Empty>
            <p>Your cart is empty.</p>
            <ButtonLink
              href="/"
              onClick={(e) => {
                e.preventDefault();
                navigate('/');
              }}
            >
              Continue Shopping
            </ButtonLink>
          </Empty>
        ) : null}
        {cart && cart.items.length > 0 ? (
          <TwoColumns>
            <Items aria-label="Items in your cart">
              {cart.items.map((item) => (
                <CartItemRow key={item.id} item={item} onRemove={remove} removing={removing === item.id} />
              ))}
            </Items>
            <Card as="aside" aria-label="Order summary">
              <PromoCodeForm onApplied={setCart} />
              <CartTotals cart={cart} />
              <div style={{ marginTop: theme.space.md }}>
                <Button type="button" $block data-testid="checkout-button" onClick={checkout}>
                  Checkout
                </Button>
              </div>
            </Card>
          </TwoColumns>
        ) : null}
        {choosing && !signedIn ? <CheckoutChoice /> : null}
      </LoadingOverlay>
    </PageFrame>
  );
}
