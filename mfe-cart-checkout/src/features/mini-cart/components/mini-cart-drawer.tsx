import { type KeyboardEvent, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button, ErrorState, theme, visitorMessage } from '@resort/shared';
import { useCartQuery } from '../../cart/api/get-cart';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: rgba(10, 25, 47, 0.4);
  z-index: ${theme.layers.modal};
`;

const Panel = styled.div`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  width: min(100vw, 380px);
  background: #fff;
  padding: ${theme.space.lg};
  overflow-y: auto;
  z-index: ${theme.layers.modal};
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  h2 { margin: 0; }
  ul { list-style: none; margin: 0; padding: 0; }
  li { padding: ${theme.space.sm} 0; border-bottom: 1px solid ${theme.colors.line}; }
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  font-weight: 700;
  margin: 0;
`;

/** The mini cart drawer (behind its flag): the cart's items and total, Checkout and Close. */
export function MiniCartDrawer({ onClose, onCheckout }: { onClose: () => void; onCheckout: () => void }) {
  const cart = useCartQuery();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  return (
    <>
      <Backdrop onClick={onClose} />
      <Panel role="dialog" aria-modal="true" aria-labelledby="mini-cart-title" data-testid="mini-cart" onKeyDown={onKeyDown}>
        <Top>
          <h2 id="mini-cart-title" ref={heading} tabIndex={-1}>
            Added to your cart
          </h2>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Close
          </Button>
        </Top>
        {cart.isError ? <ErrorState message={visitorMessage(cart.error)} /> : null}
        {cart.data ? (
          <>
            <ul aria-label="Items in your cart">
              {cart.data.items.map((item) => (
                <li key={item.id}>
                  <strong>{item.title}</strong>
                  <br />
                  {item.description} · {item.dateFormatted} · Qty {item.quantity} · {item.lineAmountFormatted}
                </li>
              ))}
            </ul>
            <Total>
              <span>Total</span>
              <span data-testid="mini-cart-total">{cart.data.totalFormatted}</span>
            </Total>
          </>
        ) : null}
        <Button type="button" $block data-testid="mini-cart-checkout" onClick={onCheckout}>
          Checkout
        </Button>
      </Panel>
    </>
  );
}
