import { useState } from 'react';
import styled from 'styled-components';
import { Button, Card, ErrorText, Heading, formatMoney, theme } from '@resort/shared';
import { NumberSpinner } from '@resort/shared/ui';
import type { RentalProductResult } from '../../../../contract';
import { referralPrice } from '../../../../contract-rules';
import { isLowInventory } from '../model/rental-booking-analytics';

// The shared card, laid out as a column whose actions sit at the bottom in a row of cards.
const ProductTile = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
`;

const Tier = styled.span`
  font-size: ${theme.typeScale.xs};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${theme.colors.slate};
`;

const Price = styled.p`
  margin: 0;
  font-size: ${theme.typeScale.xl};
  font-weight: 700;
`;

const Small = styled.p`
  margin: 0;
  font-size: ${theme.typeScale.sm};
  color: ${theme.colors.slate};
`;

const Actions = styled.div`
  margin-top: auto;
  display: grid;
  gap: ${theme.space.sm};
`;

const SoldOut = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${theme.colors.error};
`;

const Was = styled.s`
  font-size: ${theme.typeScale.md};
  font-weight: 400;
  color: ${theme.colors.slate};
`;

const LowInventory = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${theme.colors.accent};
`;

interface ProductCardProps {
  product: RentalProductResult;
  duration: string;
  soldOut: boolean;
  /** Units free at the chosen shop over the whole period. */
  unitsLeft: number;
  /** A referral code's discount, taken off by the server when added. */
  percentOff: number;
  adding: boolean;
  error?: string;
  onAdd: (renters: number) => void;
}

/** Renters in one add: a family or a small group (more are added again). */
export const MAX_RENTERS_PER_ADD = 8;

/** One rental package with its price for the searched period. */
export function ProductCard({ product, duration, soldOut, unitsLeft, percentOff, adding, error, onAdd }: ProductCardProps) {
  const [renters, setRenters] = useState(1);
  return (
    <ProductTile as="article" data-testid={`rental-product-${product.id}`}>
      <Tier>{product.tier}</Tier>
      <Heading as="h3" $size="card">
        {product.name}
      </Heading>
      <Small>{product.description}</Small>
      {percentOff ? (
        <Price>
          <Was>was {formatMoney(product.price, product.currency)}</Was>{' '}
          {formatMoney(referralPrice(product.price, percentOff), product.currency)}
        </Price>
      ) : (
        <Price>{formatMoney(product.price, product.currency)}</Price>
      )}
      <Small>
        {duration} · {formatMoney(product.pricePerDay, product.currency)} per day
      </Small>
      <Actions>
        {soldOut ? <SoldOut>Sold Out</SoldOut> : null}
        {!soldOut && isLowInventory(unitsLeft) ? (
          <LowInventory data-testid={`low-inventory-${product.id}`}>Only {unitsLeft} left at this shop</LowInventory>
        ) : null}
        {soldOut ? null : (
          <NumberSpinner
            id={`renters-${product.id}`}
            label="Renters"
            value={renters}
            min={1}
            max={MAX_RENTERS_PER_ADD}
            onChange={setRenters}
          />
        )}
        <Button type="button" data-testid={`add-rental-${product.id}`} disabled={soldOut || adding} onClick={() => onAdd(renters)} $block>
          {adding ? 'Adding…' : 'Add to cart'}
        </Button>
        {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      </Actions>
    </ProductTile>
  );
}
