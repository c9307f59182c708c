import { Fragment } from 'react';
import styled from 'styled-components';
import { theme } from '@resort/shared';
import type { CartDto } from '../../../../contract';

const List = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${theme.space.xs} ${theme.space.md};
  margin: 0;
  dt { color: ${theme.colors.slate}; }
  dd { margin: 0; text-align: right; }
`;

const Total = styled.div`
  display: flex;
  justify-content: space-between;
  border-top: 1px solid ${theme.colors.line};
  margin-top: ${theme.space.sm};
  padding-top: ${theme.space.sm};
  font-size: ${theme.typeScale.lg};
  font-weight: 700;
`;

/** Subtotal, discount, each line's tax (spec: IncrementalProductTaxes) and the total. */
export function CartTotals({ cart }: { cart: CartDto }) {
  // One tax per cart line, in the order of the cart's items (two lines may share a title).
  const taxes = cart.Price.IncrementalProductTaxes.map((tax, i) => ({ tax, key: cart.items[i]?.id ?? `${tax.ShortTitle}-${i}` }));
  return (
    <div>
      <List>
        <dt>Subtotal</dt>
        <dd>{cart.subtotalFormatted}</dd>
        {cart.discount > 0 ? (
          <>
            <dt>Promo {cart.promoCode}</dt>
            <dd>-{cart.discountFormatted}</dd>
          </>
        ) : null}
        {taxes.map(({ key, tax }) => (
          <Fragment key={key}>
            <dt>{tax.ShortTitle}</dt>
            <dd>{tax.AmountFormatted}</dd>
          </Fragment>
        ))}
        <dt>Taxes</dt>
        <dd>{cart.taxFormatted}</dd>
      </List>
      <Total>
        <span>Total</span>
        <span data-testid="cart-total">{cart.totalFormatted}</span>
      </Total>
    </div>
  );
}
