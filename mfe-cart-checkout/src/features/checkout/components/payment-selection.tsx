import { useState } from 'react';
import { ChoiceBox } from '../../../components/choice-box';
import { ErrorText, visitorMessage } from '@resort/shared';
import type { PaymentPlanView } from '../../../../contract';
import { useSelectPaymentTypeMutation } from '../api/select-payment-type';
import { displayDate } from '@resort/shared/dates';

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
    // Enabled while saving, so the focused radio keeps the keyboard's focus (see travel insurance).
    <ChoiceBox data-testid="payment-selection" aria-busy={select.isPending}>
      <legend>How would you like to pay?</legend>
      <label htmlFor="pay-in-full">
        <input id="pay-in-full" type="radio" name="payment-type" checked={!onPlan} onChange={() => choose(false)} />
        Pay in full today
      </label>
      <label htmlFor="pay-with-plan">
        <input id="pay-with-plan" type="radio" name="payment-type" checked={onPlan} onChange={() => choose(true)} />
        Payment plan: {plan.text}
      </label>
      {plan.chosen && picked !== false ? (
        <p data-testid="payment-plan-split">
          {plan.dueTodayFormatted} today, then {plan.balanceFormatted} on {displayDate(plan.balanceDueDate)}.
        </p>
      ) : null}
      {select.isError ? <ErrorText role="alert">{visitorMessage(select.error)}</ErrorText> : null}
    </ChoiceBox>
  );
}
