import styled from 'styled-components';
import { Button, Card, Heading, theme } from '@resort/shared';
import type { CartItemDto } from '../../../../contract';

const Row = styled(Card)`
  display: grid;
  gap: ${theme.space.sm};
  ${theme.media.tablet} {
    grid-template-columns: 1fr auto;
    align-items: start;
  }
`;

const Title = styled(Heading)`
  margin: 0;
`;

const Meta = styled.p`
  margin: ${theme.space.xs} 0 0;
  color: ${theme.colors.slate};
  font-size: ${theme.typeScale.sm};
`;

const Price = styled.div`
  text-align: left;
  font-weight: 600;
  ${theme.media.tablet} {
    text-align: right;
  }
`;

interface Props {
  item: CartItemDto;
  onRemove?: (item: CartItemDto) => void;
  removing?: boolean;
}

export function CartItemRow({ item, onRemove, removing = false }: Props) {
  const details = [item.resortName, item.dateFormatted, item.display.duration, `Qty ${item.quantity}`].filter(Boolean).join(' · ');
  return (
    <Row as="li" data-testid={`cart-item-${item.id}`}>
      <div>
        <Title $size="card">{item.title}</Title>
        <Meta>{item.description}</Meta>
        <Meta>{details}</Meta>
      </div>
      <Price>
        <div>{item.lineAmountFormatted}</div>
        <Meta>
          {item.quantity} × {item.unitPriceFormatted}
        </Meta>
        {onRemove ? (
          <Button type="button" $variant="link" onClick={() => onRemove(item)} disabled={removing} aria-label={`Remove ${item.title}`}>
            Remove
          </Button>
        ) : null}
      </Price>
    </Row>
  );
}
