import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, ErrorText, Field, Input, theme, visitorMessage } from '@resort/shared';
import type { ReferralCodeAnswer } from '../../../../contract';
import { useSetReferralAlertMutation } from '../api/set-referral-alert';

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space.sm};
  & > button { margin-bottom: ${theme.space.md}; }
`;

interface Props {
  /** A code from a shared link (?referral=), applied at once. */
  initial: string | null;
  onApplied: (answer: ReferralCodeAnswer | null) => void;
}

/** A friend's referral code: checked by the server, then shown as an alert and taken off every rental added after. */
export function ReferralCode({ initial, onApplied }: Props) {
  const [code, setCode] = useState(initial ?? '');
  const apply = useSetReferralAlertMutation();
  const answer = apply.data;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a shared link's code is applied once, on arrival
  useEffect(() => {
    if (initial) apply.mutate(initial, { onSuccess: (a) => onApplied(a.valid ? a : null) });
  }, []);

  if (answer?.valid) {
    return (
      <Alert $tone="success" role="status" data-testid="referral-alert">
        {answer.message}
      </Alert>
    );
  }
  return (
    <Row
      aria-label="Referral code"
      onSubmit={(e) => {
        e.preventDefault();
        if (code.trim()) apply.mutate(code, { onSuccess: (a) => onApplied(a.valid ? a : null) });
      }}
    >
      <Field id="referral-code" label="Referral code (optional)">
        <Input id="referral-code" value={code} maxLength={30} autoComplete="off" onChange={(e) => setCode(e.target.value)} />
      </Field>
      <Button type="submit" $variant="secondary" disabled={apply.isPending || !code.trim()}>
        Apply
      </Button>
      {answer && !answer.valid ? <ErrorText role="alert">{answer.message}</ErrorText> : null}
      {apply.isError ? <ErrorText role="alert">{visitorMessage(apply.error)}</ErrorText> : null}
    </Row>
  );
}
