import { useState } from 'react';
import { Button, Card, ErrorState, Heading, theme, visitorMessage } from '@resort/shared';
import styled from 'styled-components';
import type { CardOnFileAnswer } from '../../../../contract';
import { CARD_NUMBER_RULE, CVC_RULE, REQUIRED_FIELD } from '../../../../contracts/rules';
import { FieldsForm } from '../../../components/fields-form';
import { useCardOnFileQuery } from '../api/get-card-on-file';
import { useSaveCardOnFileMutation } from '../api/save-card-on-file';
import { useRemoveCardMutation } from '../api/remove-card';
import { useResortChargeQuery } from '../api/get-resort-charge';
import { useSetResortChargeMutation } from '../api/set-resort-charge';

const Current = styled(Card)`
  min-width: 0;
  p {
    margin: 0 0 ${theme.space.md};
  }
`;

const MONTH_RULE = 'Enter the expiry month (1-12).';
const YEAR_RULE = 'Enter the expiry year (YY or YYYY).';

const cardNumberError = (v: string) => (!v.trim() ? REQUIRED_FIELD : /^[0-9 -]{12,23}$/.test(v.trim()) ? null : CARD_NUMBER_RULE);
const monthError = (v: string) => (!v.trim() ? REQUIRED_FIELD : /^(0?[1-9]|1[0-2])$/.test(v.trim()) ? null : MONTH_RULE);
const cvcError = (v: string) => (!v.trim() ? REQUIRED_FIELD : /^[0-9]{3,4}$/.test(v.trim()) ? null : CVC_RULE);
const yearError = (v: string) => (!v.trim() ? REQUIRED_FIELD : /^(\d{2}|\d{4})$/.test(v.trim()) ? null : YEAR_RULE);
const required = (v: string) => (v.trim() ? null : REQUIRED_FIELD);

/** Brand, last 4 digits and expiry: all the holder ever sees of the card again. */
export const describeCard = (card: NonNullable<CardOnFileAnswer['card']>) =>
  `${card.brand} ending in ${card.last4}, expires ${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;

const Enroll = styled.label`
  display: flex;
  gap: ${theme.space.xs};
  align-items: center;
  min-height: 44px;
  margin-bottom: ${theme.space.md};
  input {
    width: 20px;
    height: 20px;
  }
`;

/** Resort charge: lift-side purchases (food, rentals, lessons) charged to the card on file. */
function ResortCharge() {
  const status = useResortChargeQuery(true);
  const set = useSetResortChargeMutation();
  // The box follows the click at once; the server's answer then confirms it (or puts it back).
  const [chosen, setChosen] = useState<boolean | null>(null);
  return (
    <>
      <Enroll>
        <input
          type="checkbox"
          checked={chosen ?? status.data?.enrolled ?? false}
          disabled={status.isPending || set.isPending}
          onChange={(e) => {
            setChosen(e.target.checked);
            set.mutate(e.target.checked, { onSettled: () => setChosen(null) });
          }}
        />
        Charge purchases on the mountain to this card (resort charge)
      </Enroll>
      {set.error ? <ErrorState message={visitorMessage(set.error)} /> : null}
    </>
  );
}

/** Spec "update credit card on file": the card goes to the payment gateway; the store keeps its token. */
export function CardOnFileSection() {
  const current = useCardOnFileQuery();
  const save = useSaveCardOnFileMutation();
  const remove = useRemoveCardMutation();
  const card = current.data?.card ?? null;

  return (
    <>
      <Current as="section" aria-labelledby="card-on-file-title">
        <Heading id="card-on-file-title" $size="card">
          Credit card on file
        </Heading>
        {current.isError ? <ErrorState message={visitorMessage(current.error)} /> : null}
        {remove.error ? <ErrorState message={visitorMessage(remove.error)} /> : null}
        <p role="status">{current.isPending ? 'Loading your card…' : card ? describeCard(card) : 'No card on file.'}</p>
        {card ? <ResortCharge /> : null}
        {card ? (
          <Button type="button" $variant="secondary" disabled={remove.isPending} onClick={() => remove.mutate()}>
            Remove card
          </Button>
        ) : null}
      </Current>
      <FieldsForm
        id="credit-card"
        title={card ? 'Replace the card on file' : 'Add a card on file'}
        description="Your card is kept by our payment provider: we store only a token, the last 4 digits and the expiry."
        fields={[
          { name: 'cardNumber', label: 'Card number', autoComplete: 'cc-number', check: cardNumberError },
          { name: 'expMonth', label: 'Expiry month (MM)', autoComplete: 'cc-exp-month', check: monthError },
          { name: 'expYear', label: 'Expiry year (YYYY)', autoComplete: 'cc-exp-year', check: yearError },
          { name: 'cvc', label: 'Security code', autoComplete: 'cc-csc', check: cvcError },
          { name: 'nameOnCard', label: 'Name on card', autoComplete: 'cc-name', check: required },
        ]}
        submitLabel="Save card"
        pending={save.isPending}
        error={save.error}
        done={save.isSuccess ? 'Your card has been saved.' : null}
        // An expired card is refused by the server with CARD_EXPIRED, shown like any refusal.
        onSubmit={(v) =>
          save.mutate({
            cardNumber: v.cardNumber.trim(),
            expMonth: Number(v.expMonth),
            // A browser's autofill may give two digits; the card keeps its full year.
            expYear: v.expYear.trim().length === 2 ? 2000 + Number(v.expYear) : Number(v.expYear),
            cvc: v.cvc.trim(),
            nameOnCard: v.nameOnCard.trim(),
          })
        }
      />
    </>
  );
}
