import React, { useState } from 'react';
import styled from 'styled-components';
import { Button, ErrorText, GENERIC_API_ERROR, NumberSpinner, theme, type ApiResult } from '@resort/shared';

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
  onAdd: (quantity: number) => Promise<ApiResult<unknown>>;
}

/** A quantity and an 'Add to cart' button; the cart's own dialog takes over on success. */
export function AddToCartControl({ id, quantityLabel, max, onAdd }: AddToCartControlProps) {
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const add = async () => {
    setAdding(true);
    setError(null);
    const result = await onAdd(quantity).catch(() => null);
    setAdding(false);
    if (result?.success) return;
    // Business refusals ('Sold Out', 'Product cannot be added to cart') are safe to show as sent.
    const refusal = result && result.status >= 400 && result.status < 500 && typeof result.data === 'string' ? result.data : null;
    setError(refusal ?? GENERIC_API_ERROR);
  };

  return (
    <>
      <Row>
        <NumberSpinner id={`${id}-quantity`} label={quantityLabel} value={quantity} min={1} max={Math.max(1, max)} onChange={setQuantity} />
        <Button type="button" onClick={add} disabled={adding || max < 1} aria-busy={adding} data-testid={id}>
          {adding ? 'Adding…' : 'Add to cart'}
        </Button>
      </Row>
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
    </>
  );
}
