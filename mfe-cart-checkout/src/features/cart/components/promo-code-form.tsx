import React, { useState } from 'react';
import styled from 'styled-components';
import { Button, Field, Input, theme } from '@resort/shared';
import { applyPromoCode } from '../api/apply-promo-code';
import type { CartDto } from '../model/cart-types';

const Row = styled.form`
  display: flex;
  gap: ${theme.space.sm};
  align-items: flex-end;
  > :first-child { flex: 1; }
`;

export function PromoCodeForm({ onApplied }: { onApplied: (cart: CartDto) => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    setBusy(true);
    const result = await applyPromoCode(code);
    setBusy(false);
    if (result.success) {
      setError(null);
      setCode('');
      onApplied(result.data);
    } else {
      setError(String(result.data));
    }
  };

  return (
    <Row onSubmit={submit} aria-label="Apply a promo code">
      <Field id="promo-code" label="Promo code" error={error}>
        <Input id="promo-code" data-testid="promo-code" value={code} onChange={(e) => setCode(e.target.value)} aria-invalid={Boolean(error)} />
      </Field>
      <div style={{ marginBottom: theme.space.md }}>
        <Button type="submit" $variant="secondary" disabled={busy}>
          Apply
        </Button>
      </div>
    </Row>
  );
}
