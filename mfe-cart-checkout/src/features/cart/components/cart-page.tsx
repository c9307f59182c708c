import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  ButtonLink,
  Card,
  EmptyState,
  ErrorState,
  Heading,
  PageContainer,
  navigate,
  theme,
  visitorMessage,
  StackList,
} from '@resort/shared';
import { LoadingOverlay } from '@resort/shared/ui';
import { useCartQuery } from '../api/get-cart';
import { useExtendSessionMutation } from '../api/extend-session';
import { useRemoveCartItemMutation } from '../api/remove-cart-item';
import { useSignedIn } from '../model/use-signed-in';
import { CartItemRow } from './cart-item-row';
import { CartTotals } from './cart-totals';
import { CheckoutChoice } from './checkout-choice';
import { PromoCodeForm } from './promo-code-form';
import { TravelInsuranceChoice } from './travel-insurance-choice';
import { HoldCountdown } from './hold-countdown';
import { CART_HEADING } from '../model/page-heading';

/** Items beside the summary on desktop, stacked on phones and tablets. */
const TwoColumns = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  ${theme.media.desktop} {
    grid-template-columns: 2fr 1fr;
    align-items: start;
  }
`;

const Items = StackList;

const CheckoutAction = styled.div`
  margin-top: ${theme.space.md};
`;

export function CartPage() {
  const cart = useCartQuery();
  const remove = useRemoveCartItemMutation();
  const extend = useExtendSessionMutation();
  const signedIn = useSignedIn();
  const [choosing, setChoosing] = useState(false);
  const items = cart.data?.items ?? [];

  const checkout = () => {
    if (signedIn) navigate('/checkout');
    else setChoosing(true);
  };

  return (
    <PageContainer as="section" data-testid="cart-page" aria-labelledby="cart-title">
      <Heading as="h1" $size="page" id="cart-title">
        {CART_HEADING}
      </Heading>
      <LoadingOverlay active={cart.isPending} label="Loading your cart">
        {cart.isError ? <ErrorState message={visitorMessage(cart.error)} /> : null}
        {remove.isError ? <ErrorState message={visitorMessage(remove.error)} /> : null}
        {cart.data && items.length === 0 ? (
          <EmptyState message="Your cart is empty.">
            <ButtonLink
              href="/"
              onClick={(e) => {
                e.preventDefault();
                navigate('/');
              }}
            >
              Continue Shopping
            </ButtonLink>
          </EmptyState>
        ) : null}
        {cart.data && items.length > 0 ? (
          <HoldCountdown
            expiresAt={items.map((i) => i.holdExpiresAt)}
            onExtend={() => extend.mutate()}
            extending={extend.isPending}
            extended={extend.isSuccess}
            extendError={extend.isError ? visitorMessage(extend.error) : null}
          />
        ) : null}
        {cart.data && items.length > 0 ? (
          <TwoColumns>
            <Items aria-label="Items in your cart">
              {items.map((item) => (
                <CartItemRow
                  key={item.id}
                  item={item}
                  onRemove={() => remove.mutate(item.id)}
                  removing={remove.isPending && remove.variables === item.id}
                />
              ))}
            </Items>
            <Card as="aside" aria-label="Order summary">
              <PromoCodeForm applied={cart.data.promoCode} />
              <TravelInsuranceChoice insurance={cart.data.travelInsurance} />
              <CartTotals cart={cart.data} />
              <CheckoutAction>
                <Button type="button" $block data-testid="checkout-button" onClick={checkout}>
                  Checkout
                </Button>
              </CheckoutAction>
            </Card>
          </TwoColumns>
        ) : null}
        {choosing && !signedIn ? <CheckoutChoice /> : null}
      </LoadingOverlay>
    </PageContainer>
  );
}
