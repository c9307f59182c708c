import styled from 'styled-components';
import { Button, ButtonLink, navigate, theme, Modal } from '@resort/shared';
import { useAddedItems } from '../model/use-added-items';
import { miniCartEnabled } from '../../mini-cart/model/mini-cart-flag';
import { MiniCartDrawer } from '../../mini-cart/components/mini-cart-drawer';
import { AddedItem } from './added-item';

const Items = styled.ul`
  list-style: none;
  margin: 0 0 ${theme.space.lg};
  padding: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${theme.space.sm};
  ${theme.media.tablet} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

/**
 * The spec's add-to-cart dialog: success title, the added items, Checkout and Continue Shopping;
 * or, with the mini cart flag on (mini-cart-flag.ts), the mini cart drawer.
 */
export function AddToCartDialog() {
  const { added, dismiss } = useAddedItems();
  const cartUrl = added?.cartUrl ?? '/cart';
  if (added && miniCartEnabled()) {
    return (
      <MiniCartDrawer
        onClose={dismiss}
        onCheckout={() => {
          dismiss();
          navigate(cartUrl);
        }}
      />
    );
  }
  return (
    <Modal open={Boolean(added)} onClose={dismiss} title="Added to your cart">
      <div data-testid="add-to-cart-dialog">
        <Items>
          {added?.items.map((item) => (
            <AddedItem key={item.id} item={item} />
          ))}
        </Items>
        <Actions>
          <Button type="button" $variant="secondary" data-testid="continue-shopping" onClick={dismiss}>
            Continue Shopping
          </Button>
          <ButtonLink
            href={cartUrl}
            data-testid="dialog-checkout"
            onClick={(event) => {
              event.preventDefault();
              dismiss();
              navigate(cartUrl);
            }}
          >
            Checkout
          </ButtonLink>
        </Actions>
      </div>
    </Modal>
  );
}
