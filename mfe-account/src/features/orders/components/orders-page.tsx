import React, { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Alert, LoadingOverlay, theme } from '@resort/shared';
import { OopsAlert } from '../../../components/oops-alert';
import { PageFrame } from '../../../components/page-frame';
import { RouteLink } from '../../../components/route-link';
import { UNAUTHORIZED, redirectToSignIn } from '../../profile/model/sign-in-redirect';
import { getOrders, type OrderView } from '../api/get-orders';
import { OrderCard } from './order-card';

export const ORDERS_PATH = '/account/orders';
export const NO_ORDERS = 'You have not placed any orders yet.';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.md};
`;

const Back = styled.p`
  margin-top: ${theme.space.lg};
`;

type State = { status: 'loading' } | { status: 'ready'; orders: OrderView[] } | { status: 'failed' };

export function OrdersPage() {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    void getOrders().then((result) => {
      if (cancelled) return;
      if (result.success && Array.isArray(result.data)) setState({ status: 'ready', orders: result.data });
      else if (result.status === UNAUTHORIZED) redirectToSignIn(ORDERS_PATH);
      else setState({ status: 'failed' });
    });
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <PageFrame title="My orders" wide testId="orders-page">
      <LoadingOverlay active={state.status === 'loading'} label="Loading your orders">
        {state.status === 'failed' ? <OopsAlert /> : null}
        {state.status === 'ready' && state.orders.length === 0 ? (
          <Alert $tone="info" role="status">
            {NO_ORDERS} <RouteLink href="/">Start planning your trip</RouteLink>
          </Alert>
        ) : null}
        {state.status === 'ready' && state.orders.length > 0 ? (
          <List aria-label="Orders">
            {state.orders.map((order) => (
              <OrderCard key={order.number} order={order} />
            ))}
          </List>
        ) : null}
      </LoadingOverlay>
      <Back>
        <RouteLink href="/account">Back to my account</RouteLink>
      </Back>
    </PageFrame>
  );
}
