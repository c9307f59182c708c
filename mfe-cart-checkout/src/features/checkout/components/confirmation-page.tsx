import styled from 'styled-components';
import { Card, ErrorState, Heading, PageContainer, formatMoney, theme, visitorMessage } from '@resort/shared';
import { LoadingOverlay } from '@resort/shared/ui';
import { useOrderQuery } from '../api/get-order';
import { displayDate } from '@resort/shared/dates';

const OrderNumber = styled.strong`
  font-size: ${theme.typeScale.xl};
  letter-spacing: 0.05em;
`;

const Lines = styled.ul`
  list-style: none;
  padding: 0;
`;

const Line = styled.li`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space.md};
  padding: ${theme.space.sm} 0;
  border-bottom: 1px solid ${theme.colors.line};
`;

/** Step 4: the order number, what was bought and what was charged. */
export function ConfirmationPage({ orderNumber }: { orderNumber: string }) {
  const { data: order, error, isPending } = useOrderQuery(orderNumber);

  return (
    <PageContainer as="section" aria-labelledby="confirmation-title">
      <Heading as="h1" $size="page" id="confirmation-title">
        Thank you for your order
      </Heading>
      <LoadingOverlay active={isPending} label="Loading your order">
        {error ? <ErrorState message={visitorMessage(error)} /> : null}
        {order ? (
          <Card>
            <p>
              Order number <OrderNumber data-testid="order-number">{order.orderNumber}</OrderNumber>
            </p>
            <p>A confirmation has been sent to {order.email}.</p>
            <Lines>
              {order.items.map((item) => (
                <Line key={item.id}>
                  <span>
                    {item.title} · {item.description} · Qty {item.quantity}
                  </span>
                  <span>{item.lineAmountFormatted}</span>
                </Line>
              ))}
            </Lines>
            <p>Taxes: {order.taxFormatted}</p>
            {order.travelInsurance > 0 ? <p>Travel insurance: {formatMoney(order.travelInsurance, order.currency)}</p> : null}
            {(order.creditApplied ?? 0) > 0 ? (
              <>
                <p>
                  Total: <strong data-testid="order-total">{order.totalFormatted}</strong>
                </p>
                <p data-testid="order-credit">Pass holder credit: −{order.creditAppliedFormatted}</p>
                {order.payment && order.paymentType !== 'plan' ? (
                  <p data-testid="order-card-charge">
                    Charged to the card ending in {order.payment.last4}: <strong>{order.payment.amountFormatted}</strong>
                  </p>
                ) : null}
              </>
            ) : (
              <p>
                Total{order.paymentType === 'plan' ? '' : ' charged'}: <strong data-testid="order-total">{order.totalFormatted}</strong>
                {order.payment && order.paymentType !== 'plan' ? ` to the card ending in ${order.payment.last4}` : ''}
              </p>
            )}
            {order.paymentType === 'plan' && order.payment ? (
              <p data-testid="order-payment-plan">
                Payment plan: {formatMoney(order.payment.amount, order.currency)} charged today to the card ending in {order.payment.last4},{' '}
                {formatMoney(order.balanceDue, order.currency)} on {displayDate(order.balanceDueDate)}.
              </p>
            ) : null}
            {order.resortCharge ? <p>Resort charge: on-mountain purchases are charged to this card.</p> : null}
          </Card>
        ) : null}
      </LoadingOverlay>
    </PageContainer>
  );
}
