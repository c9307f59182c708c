import React, { useEffect, useState } from 'react';
import styled from 'styled-components';
import { LoadingOverlay, theme } from '@resort/shared';
import { OopsMessage } from '../../cart/components/oops-message';
import { Card, PageFrame } from '../../cart/components/page-frame';
import { getOrder } from '../api/get-order';
import type { OrderDto } from '../model/checkout-types';

const Number = styled.strong`
  font-size: ${theme.typeScale.xl};
  letter-spacing: 0.05em;
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
  const [order, setOrder] = useState<OrderDto | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    void getOrder(orderNumber).then((result) => (result.success ? setOrder(result.data) : setFailed(true)));
  }, [orderNumber]);

  return (
    <PageFrame aria-labelledby="confirmation-title">
      <h1 id="confirmation-title">Thank you for your order</h1>
      <LoadingOverlay active={!order && !failed} label="Loading your order">
        {failed ? <OopsMessage /> : null}
        {order ? (
          <Card>
            <p>
              Order number <Number data-testid="order-number">{order.orderNumber}</Number>
            </p>
            <p>A confirmation has been sent to {order.email}.</p>
            <ul style={{ listStyle: 'none', padding: 0 }}>
              {order.items.map((item) => (
                <Line key={item.id}>
                  <span>
                    {item.title} · {item.description} · Qty {item.quantity}
                  </span>
                  <span>{item.lineAmountFormatted}</span>
                </Line>
              ))}
            </ul>
            <p>Taxes: {order.taxFormatted}</p>
            <p>
              Total charged: <strong data-testid="order-total">{order.totalFormatted}</strong>
              {order.payment ? ` to the card ending in ${order.payment.last4}` : ''}
            </p>
          </Card>
        ) : null}
      </LoadingOverlay>
    </PageFrame>
  );
}
