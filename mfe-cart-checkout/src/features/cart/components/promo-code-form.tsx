import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Button, Field, Input, theme, visitorMessage } from '@resort/shared';
import { useApplyPromoCodeMutation } from '../api/apply-promo-code';

const Row = styled.form`
  display: flex;
  gap: ${theme.space.sm};
  align-items: flex-end;
  > :first-child { flex: 1; }
`;

const Submit = styled.div`
  margin-bottom: ${theme.space.md};
`;

/** Applies a promo code to the cart; the cart query takes the discounted cart the server answers. */
export function PromoCodeForm() {
  const [code, setCode] = useState('');
  const promo = useApplyPromoCodeMutation();
  const error = promo.isError ? visitorMessage(promo.error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    promo.mutate(code, { onSuccess: () => setCode('') });
  };

  return (
    <Row onSubmit={submit} aria-label="Apply a promo code">
      <Field id="promo-code" label="Promo code" error={error}>
        <Input
          id="promo-code"
          data-testid="promo-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={Boolean(error)}
        />
      </Field>
      <Submit>
        <Button type="submit" $variant="secondary" disabled={promo.isPending}>
          Apply
        </Button>
      </Submit>
    </Row>
  );
}
