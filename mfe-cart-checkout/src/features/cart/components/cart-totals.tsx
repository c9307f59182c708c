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

const Note = styled.p`
  margin: ${theme.space.sm} 0 0;
  color: ${theme.colors.slate};
  font-size: ${theme.typeScale.sm};
`;

const Location = styled.dt`
  grid-column: 1 / -1;
  font-weight: 600;
  && {
    color: ${theme.colors.navy};
  }
`;

/**
 * Subtotal, discount, each line's tax (spec: IncrementalProductTaxes), each stay's taxes and fees
 * by location (LodgingTaxesAndFees), the travel insurance when chosen (untaxed) and the total.
 */
export function CartTotals({ cart }: { cart: CartDto }) {
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
        {cart.Price.IncrementalProductTaxes.map((tax) => (
          <Fragment key={tax.CartProductId}>
            <dt>{tax.ShortTitle}</dt>
            <dd>{tax.AmountFormatted}</dd>
          </Fragment>
        ))}
        {cart.Price.LodgingTaxesAndFees.map((location) => (
          <Fragment key={location.LocationName}>
            <Location>Taxes and fees, {location.LocationName}</Location>
            {location.TaxAndFeeList.map((fee) => (
              <Fragment key={fee.Name}>
                <dt>{fee.Name}</dt>
                <dd>{fee.AmountFormatted}</dd>
              </Fragment>
            ))}
          </Fragment>
        ))}
        <dt>Taxes</dt>
        <dd>{cart.taxFormatted}</dd>
        {cart.travelInsurance.chosen ? (
          <>
            <dt>Travel insurance</dt>
            <dd data-testid="travel-insurance-amount">{cart.travelInsurance.amountFormatted}</dd>
          </>
        ) : null}
      </List>
      <Total>
        <span>Total</span>
        <span data-testid="cart-total">{cart.totalFormatted}</span>
      </Total>
      <Note data-testid="price-note">
        {cart.Price.IsUSD ? null : `Prices in ${cart.Price.LocationCurrency}. `}
        {cart.Price.InclusiveTax ? 'Prices include taxes. ' : null}
        {cart.Price.TaxesAndFeesAdditionalInfo}
      </Note>
    </div>
  );
}
