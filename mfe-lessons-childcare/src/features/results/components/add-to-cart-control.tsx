import { useState } from 'react';
import styled from 'styled-components';
import { Button, ErrorText, theme } from '@resort/shared';
import { NumberSpinner } from '@resort/shared/ui';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space.sm};
  margin-top: auto;
`;

export interface AddToCartControlProps {
  /** Prefix of the control's ids and of its button's data-testid. */
  id: string;
  quantityLabel: string;
  /** Most units one visitor can add at once: the places still free. */
  max: number;
  adding: boolean;
  /** What the visitor reads after a refused or failed add (visitorMessage); null when there is nothing to say. */
  error: string | null;
  onAdd: (quantity: number) => void;
}

/** A quantity and an 'Add to cart' button; the cart's own dialog takes over on success. */
export function AddToCartControl({ id, quantityLabel, max, adding, error, onAdd }: AddToCartControlProps) {
  const [quantity, setQuantity] = useState(1);
  return (
    <>
      <Row>
        <NumberSpinner id={`${id}-quantity`} label={quantityLabel} value={quantity} min={1} max={Math.max(1, max)} onChange={setQuantity} />
        <Button type="button" onClick={() => onAdd(quantity)} disabled={adding || max < 1} aria-busy={adding} data-testid={id}>
          {adding ? 'Adding…' : 'Add to cart'}
        </Button>
      </Row>
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
    </>
  );
}
