import styled from 'styled-components';
import { theme, type CartItemView } from '@resort/shared';

const Item = styled.li`
  padding: ${theme.space.sm} 0;
  border-bottom: 1px solid ${theme.colors.line};
`;

const Detail = styled.span`
  display: block;
  color: ${theme.colors.slate};
  font-size: ${theme.typeScale.sm};
`;

/** One added product with whichever dates its line sent (spec section 3, cart product shown in the dialog). */
export function AddedItem({ item }: { item: CartItemView }) {
  const details: [string, string | undefined][] = [
    ['Date', item.date],
    ['Pick up', item.pickUpDate],
    ['Delivery', item.deliveryDate],
    ['Delivery time', item.preferredDeliveryTime],
    ['Return', item.returnDate],
    ['Duration', item.duration],
    ['Location', item.pickupLocation],
    ['Quantity', item.quantity ? String(item.quantity) : undefined],
  ];
  return (
    <Item>
      <strong>{item.description}</strong>
      {details
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <Detail key={label}>
            {label}: {value}
          </Detail>
        ))}
      {item.price ? <Detail>{item.price}</Detail> : null}
    </Item>
  );
}
