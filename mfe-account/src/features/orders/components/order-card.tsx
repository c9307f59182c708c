import styled from 'styled-components';
import { Card, Heading, formatMoney, theme } from '@resort/shared';
import type { OrderView } from '../api/get-orders';
import { RouteLink } from '../../../components/route-link';
import { displayDate } from '@resort/shared/dates';
import { placedOn } from '../model/order-dates';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space.xs} ${theme.space.md};
`;

const Title = styled(Heading)`
  margin: 0;
`;

const Meta = styled.p`
  color: ${theme.colors.slate};
  font-size: ${theme.typeScale.sm};
  margin: ${theme.space.xs} 0 0;
`;

const Total = styled.p`
  font-weight: 700;
  margin: 0;
`;

const Items = styled.ul`
  margin: ${theme.space.sm} 0 0;
  padding-left: ${theme.space.lg};
`;

export function OrderCard({ order }: { order: OrderView }) {
  const placed = placedOn(order.createdAt);
  return (
    <Card as="li" data-testid={`order-${order.number}`} aria-labelledby={`order-${order.number}-title`}>
      <Header>
        <div>
          <Title id={`order-${order.number}-title`} $size="card">
            Order {order.number}
          </Title>
          {placed ? <Meta>Placed {placed}</Meta> : null}
        </div>
        <Total>{formatMoney(order.total, order.currency)}</Total>
      </Header>
      <Items>
        {order.items.map((item, index) => (
          <li key={index}>
            {item.title}
            {displayDate(item.date) ? ` · ${displayDate(item.date)}` : ''}
          </li>
        ))}
      </Items>
      <RouteLink href={`/account/orders/${encodeURIComponent(order.number)}`} aria-label={`Details of order ${order.number}`}>
        Details
      </RouteLink>
    </Card>
  );
}
