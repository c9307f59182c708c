import { useState } from 'react';
import styled from 'styled-components';
import { ErrorText, theme, visitorMessage } from '@resort/shared';
import type { PaymentPlanView } from '../../../../contract';
import { useSelectPaymentTypeMutation } from '../api/select-payment-type';
import { displayDate } from '../model/display-date';

const Choice = styled.fieldset`
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.md};
  padding: ${theme.space.md};
  margin: 0 0 ${theme.space.md};
  legend {
    font-weight: 600;
    padding: 0 ${theme.space.xs};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${theme.space.xs};
    min-height: 44px;
  }
  input { width: 20px; height: 20px; flex: none; }
`;

interface Props {
  plan: PaymentPlanView;
  onChanged?: () => void;
}

/** Payment selection type: pay in full today, or the payment plan where a pass in the cart offers it. */
export function PaymentSelection({ plan, onChanged }: Props) {
  const select = useSelectPaymentTypeMutation();
  const [picked, setPicked] = useState<boolean | null>(null);
  if (!plan.offered) return null;
  const onPlan = picked ?? plan.chosen;
  const choose = (wantPlan: boolean) => {
    setPicked(wantPlan);
    select.mutate(wantPlan ? 'plan' : 'card', { onSuccess: () => onChanged?.(), onError: () => setPicked(null) });
  };
  return (
    <Choice data-testid="payment-selection">
      <legend>How would you like to pay?</legend>
      <label htmlFor="pay-in-full">
        <input
          id="pay-in-full"
          type="radio"
          name="payment-type"
          checked={!onPlan}
          disabled={select.isPending}
          onChange={() => choose(false)}
        />
        Pay in full today
      </label>
      <label htmlFor="pay-with-plan">
        <input
          id="pay-with-plan"
          type="radio"
          name="payment-type"
          checked={onPlan}
          disabled={select.isPending}
          onChange={() => choose(true)}
        />
        Payment plan: {plan.text}
      </label>
      {plan.chosen && picked !== false ? (
        <p data-testid="payment-plan-split">
          {plan.dueTodayFormatted} today, then {plan.balanceFormatted} on {displayDate(plan.balanceDueDate)}.
        </p>
      ) : null}
      {select.isError ? <ErrorText role="alert">{visitorMessage(select.error)}</ErrorText> : null}
    </Choice>
  );
}
