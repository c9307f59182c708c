import { useState } from 'react';
import { Alert, Button, Field, Select, visitorMessage } from '@resort/shared';
import type { PassRefundBody } from '../../../../contract';
import { PASS_REFUND_REASONS, PASS_REFUND_REASON_REQUIRED } from '../../../../contract-rules';
import { useRequestPassRefundMutation } from '../api/request-pass-refund';

const REASON_LABELS: Record<(typeof PASS_REFUND_REASONS)[number], string> = {
  'changed-plans': 'My plans changed',
  injury: 'An injury',
  illness: 'An illness',
  'job-move': 'A job move',
  'resort-closure': 'The resort closed early',
};

/** "Pass terms refund": the reason, sent to guest services; the server judges it by the pass terms. */
export function PassRefundForm({ passNumber }: { passNumber: string }) {
  const refund = useRequestPassRefundMutation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = `refund-reason-${passNumber}`;
  if (refund.data)
    return (
      <Alert $tone="success" role="status">
        Refund requested (reference {refund.data.reference}). We emailed you a confirmation.
      </Alert>
    );
  return (
    <details>
      <summary>Ask for a refund</summary>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!reason) return setError(PASS_REFUND_REASON_REQUIRED);
          setError(null);
          refund.mutate({ passNumber, reason: reason as PassRefundBody['reason'] });
        }}
      >
        <Field id={id} label="Reason for the refund" error={error}>
          <Select id={id} value={reason} onChange={(e) => setReason(e.target.value)}>
            <option value="">Choose a reason</option>
            {PASS_REFUND_REASONS.map((r) => (
              <option key={r} value={r}>
                {REASON_LABELS[r]}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" $variant="secondary" disabled={refund.isPending}>
          Request a refund
        </Button>
        {refund.isError ? (
          <Alert $tone="error" role="alert">
            {visitorMessage(refund.error)}
          </Alert>
        ) : null}
      </form>
    </details>
  );
}
