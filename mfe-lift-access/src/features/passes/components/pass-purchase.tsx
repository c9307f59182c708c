import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, ErrorState, Field, Select, formatMoney, theme, visitorMessage } from '@resort/shared';
import { formatDate, parseDate } from '@resort/shared/dates';
import { NumberSpinner } from '@resort/shared/ui';
import type { PassView } from '../../../../contract';
import { PAYMENT_PLAN_NOTE } from '../../../../contract-rules';
import { useAddPassToCartMutation } from '../api/add-pass-to-cart';
import { usePassRenewalQuery } from '../api/get-pass-renewal';

/** At most this many passes in one add: each is for one named person. */
export const MAX_PASSES_PER_ADD = 8;

const Form = styled.form`
  display: grid;
  gap: ${theme.space.md};
  max-width: 28rem;
  margin-top: ${theme.space.lg};
`;

const Renew = styled.label`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: 44px;
  font-weight: 600;
`;

/**
 * Buy on the pass page (spec sections 2 and 3): an age category, judged on the season's first
 * day, and how many passes. Each pass is assigned to its holder in checkout; last season's holder
 * may renew at the renewal price (IsRenew).
 */
export function PassPurchase({ pass }: { pass: PassView }) {
  const [ageCode, setAgeCode] = useState('');
  const [quantity, setQuantity] = useState(1);
  const [renew, setRenew] = useState(false);
  const [added, setAdded] = useState(false);
  const [missingAge, setMissingAge] = useState(false);
  const add = useAddPassToCartMutation();
  const renewal = usePassRenewalQuery(pass.id);
  const start = pass.seasonStart ? parseDate(pass.seasonStart) : null;
  if (!pass.seasonStart || !start || pass.prices.length === 0) return null;
  const seasonStart = pass.seasonStart;
  const canRenew = renewal.data?.eligible === true;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setAdded(false);
    if (!ageCode) {
      setMissingAge(true);
      return;
    }
    add.mutate(
      { passId: pass.id, seasonStart, quantity, options: { ageCategory: ageCode, ...(canRenew && renew ? { renew: true } : {}) } },
      { onSuccess: () => setAdded(true) },
    );
  };

  return (
    <Form onSubmit={submit} aria-label={`Buy the ${pass.name}`} noValidate>
      <Field
        id="pass-age"
        label={`Age on ${formatDate(start)} (the season's first day)`}
        error={missingAge ? 'Please select an age category.' : null}
      >
        <Select
          id="pass-age"
          value={ageCode}
          aria-invalid={missingAge}
          onChange={(e) => {
            setAgeCode(e.target.value);
            setMissingAge(false);
          }}
        >
          <option value="">Select an age category</option>
          {pass.prices.map((p) => (
            <option key={p.ageCode} value={p.ageCode}>
              {p.label}: {formatMoney(canRenew && renew ? p.renewPrice : p.price, pass.currency)}
            </option>
          ))}
        </Select>
      </Field>
      <NumberSpinner id="pass-quantity" label="Number of passes" value={quantity} min={1} max={MAX_PASSES_PER_ADD} onChange={setQuantity} />
      {canRenew ? (
        <Renew htmlFor="pass-renew">
          <input id="pass-renew" type="checkbox" checked={renew} onChange={(e) => setRenew(e.target.checked)} />
          Renew my pass from last season at the renewal price
        </Renew>
      ) : null}
      {pass.paymentPlan ? <Alert $tone="info">{PAYMENT_PLAN_NOTE}</Alert> : null}
      <p>Each pass is for one person: you name each holder and choose auto renew in checkout.</p>
      <Button type="submit" disabled={add.isPending}>
        {add.isPending ? 'Adding…' : 'Buy'}
      </Button>
      {added ? <Alert $tone="success">Added to your cart.</Alert> : null}
      {add.isError ? <ErrorState message={visitorMessage(add.error)} /> : null}
    </Form>
  );
}
