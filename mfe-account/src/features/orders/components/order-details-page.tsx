import styled from 'styled-components';
import { Alert, Button, Card, ErrorState, Heading, PageContainer, theme, visitorMessage } from '@resort/shared';
import { LoadingOverlay } from '@resort/shared/ui';
import { AccountNav } from '../../../components/account-nav';
import { RouteLink } from '../../../components/route-link';
import { useGuestRedirect } from '../../profile/model/use-signed-in';
import { useOrderQuery } from '../api/get-order';
import { useCancelOrderMutation } from '../api/cancel-order';
import { displayDate } from '@resort/shared/dates';
import { placedOn } from '../model/order-dates';
import { ORDERS_PATH } from './orders-page';

export const orderPath = (number: string) => `${ORDERS_PATH}/${encodeURIComponent(number)}`;
export const ORDER_CANCELLED = 'Your order has been cancelled. The refund goes back to your card, and we have emailed you a confirmation.';

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space.md};
    padding: ${theme.space.sm} 0;
    border-bottom: 1px solid ${theme.colors.mist};
  }
`;

const Small = styled.span`
  display: block;
  color: ${theme.colors.slate};
  font-size: ${theme.typeScale.sm};
`;

const Facts = styled.p`
  color: ${theme.colors.slate};
  margin: 0 0 ${theme.space.md};
`;

/** Spec "transaction details" (served by the cart line) and "cancel order" before its first day. */
export function OrderDetailsPage({ number }: { number: string }) {
  const order = useOrderQuery(number);
  const guest = useGuestRedirect(order.error, orderPath(number));
  const cancel = useCancelOrderMutation();
  const data = order.data;
  const cancelled = cancel.isSuccess || Boolean(data?.cancelledAt) || data?.status === 'cancelled';
  // The cart line says whether the order may still be cancelled (an older answer without it: any paid order).
  const cancellable = data ? (data.cancellable ?? data.status === 'paid') && !cancelled : false;
  const credit = data?.creditApplied ?? 0;
  return (
    <PageContainer as="section" aria-labelledby="order-title">
      <Heading as="h1" $size="page" id="order-title">
        Order {number}
      </Heading>
      <AccountNav current={ORDERS_PATH} />
      <LoadingOverlay active={order.isPending || guest} label="Loading the order">
        {order.isError && !guest ? <ErrorState message={visitorMessage(order.error)} /> : null}
        {data ? (
          <Card as="section" aria-labelledby="order-items-title">
            <Facts>
              Placed {placedOn(data.created) ?? data.created} · {data.email} · Status: {cancelled ? 'cancelled' : data.status}
              {data.payment ? ` · ${data.payment.brand} ending ${data.payment.last4}` : ''}
            </Facts>
            <Heading id="order-items-title" $size="card">
              Items
            </Heading>
            <Items aria-label="Items">
              {data.items.map((item) => (
                <li key={item.id}>
                  <span>
                    {item.quantity} × {item.title}
                    <Small>
                      {item.description}
                      {displayDate(item.date) ? ` · ${displayDate(item.date)}` : ''}
                    </Small>
                  </span>
                  <span>{item.lineAmountFormatted}</span>
                </li>
              ))}
            </Items>
            {data.totalFormatted ? <p>Total: {data.totalFormatted}</p> : null}
            {credit > 0 && data.creditAppliedFormatted ? <p>Pass holder credit: −{data.creditAppliedFormatted}</p> : null}
            {credit > 0 && data.payment?.amountFormatted ? (
              <p>
                Charged to the {data.payment.brand} ending {data.payment.last4}: {data.payment.amountFormatted}
              </p>
            ) : null}
            {cancel.isSuccess ? (
              <Alert $tone="success" role="status">
                {ORDER_CANCELLED}
              </Alert>
            ) : null}
            {cancel.isError ? <ErrorState message={visitorMessage(cancel.error)} /> : null}
            {cancellable ? (
              <Button type="button" $variant="secondary" disabled={cancel.isPending} onClick={() => cancel.mutate(number)}>
                Cancel order
              </Button>
            ) : null}
          </Card>
        ) : null}
      </LoadingOverlay>
      <p>
        <RouteLink href={ORDERS_PATH}>Back to my orders</RouteLink>
      </p>
    </PageContainer>
  );
}
