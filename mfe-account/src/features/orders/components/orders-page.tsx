import { useEffect } from 'react';
import styled from 'styled-components';
import { EmptyState, ErrorState, Heading, PageContainer, theme, visitorMessage, StackList } from '@resort/shared';
import { LoadingOverlay } from '@resort/shared/ui';
import { RouteLink } from '../../../components/route-link';
import { UNAUTHORIZED, redirectToSignIn } from '../../profile/model/sign-in-redirect';
import { useOrdersQuery } from '../api/get-orders';
import { OrderCard } from './order-card';

export const ORDERS_PATH = '/account/orders';
export const NO_ORDERS = 'You have not placed any orders yet.';

const List = StackList;

const Back = styled.p`
  margin-top: ${theme.space.lg};
`;

export function OrdersPage() {
  const orders = useOrdersQuery();
  const guest = orders.error?.status === UNAUTHORIZED;

  // A guest goes to sign in and comes back here.
  useEffect(() => {
    if (guest) redirectToSignIn(ORDERS_PATH);
  }, [guest]);

  return (
    <PageContainer as="section" aria-labelledby="orders-title" data-testid="orders-page">
      <Heading as="h1" $size="page" id="orders-title">
        My orders
      </Heading>
      <LoadingOverlay active={orders.isPending || guest} label="Loading your orders">
        {orders.isError && !guest ? <ErrorState message={visitorMessage(orders.error)} /> : null}
        {orders.data?.length === 0 ? (
          <EmptyState message={NO_ORDERS}>
            <RouteLink href="/">Start planning your trip</RouteLink>
          </EmptyState>
        ) : null}
        {orders.data?.length ? (
          <List aria-label="Orders">
            {orders.data.map((order) => (
              <OrderCard key={order.number} order={order} />
            ))}
          </List>
        ) : null}
      </LoadingOverlay>
      <Back>
        <RouteLink href="/account">Back to my account</RouteLink>
      </Back>
    </PageContainer>
  );
}
