import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Button, Field, Input, theme, visitorMessage } from '@resort/shared';
import { useApplyPromoCodeMutation } from '../api/apply-promo-code';
import { useRemovePromoCodeMutation } from '../api/remove-promo-code';

const Row = styled.form`
  display: flex;
  gap: ${theme.space.sm};
  align-items: flex-end;
  > :first-child { flex: 1; }
`;

const Submit = styled.div`
  margin-bottom: ${theme.space.md};
`;

const Applied = styled.div`
  display: flex;
  gap: ${theme.space.sm};
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${theme.space.md};
`;

/**
 * Applies a promo code to the cart, or shows the applied one with Remove; the cart query takes
 * the cart the server answers.
 */
export function PromoCodeForm({ applied = null }: { applied?: string | null }) {
  const [code, setCode] = useState('');
  const promo = useApplyPromoCodeMutation();
  const remove = useRemovePromoCodeMutation();
  const error = promo.isError ? visitorMessage(promo.error) : remove.isError ? visitorMessage(remove.error) : null;

  if (applied) {
    return (
      <Applied>
        <span data-testid="applied-promo">
          Promo code <strong>{applied}</strong> applied
        </span>
        <Button
          type="button"
          $variant="secondary"
          disabled={remove.isPending}
          aria-label={`Remove promo code ${applied}`}
          onClick={() => remove.mutate(undefined, { onSuccess: () => promo.reset() })}
        >
          Remove
        </Button>
      </Applied>
    );
  }

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
