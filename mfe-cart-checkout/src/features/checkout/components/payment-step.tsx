import { type FormEvent, type InputHTMLAttributes, useState } from 'react';
import styled from 'styled-components';
import { type ApiError, Button, ErrorState, Field, Heading, Input, Select, theme, visitorMessage } from '@resort/shared';
import type { BillingAddress, CartDto, TokenizedCard } from '../../../../contract';
import { TRAVEL_INSURANCE_REQUIRED } from '../../../../contract-rules';
import { TravelInsuranceChoice } from '../../cart/components/travel-insurance-choice';
import { PaymentSelection } from './payment-selection';
import { ResortChargeOption } from './resort-charge-option';
import { useSaveBillingAddressMutation } from '../api/save-billing-address';
import { AddressSuggestion } from './address-suggestion';
import { useSaveCardMutation } from '../api/save-card';
import { ADDRESS_FIELDS, emptyAddress, emptyCard, missingFields, type CardFormValues } from '../model/payment-form';

const Grid = styled.div`
  display: grid;
  gap: 0 ${theme.space.md};
  ${theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Hint = styled.p`
  background: ${theme.colors.mist};
  border-radius: ${theme.radii.sm};
  padding: ${theme.space.sm} ${theme.space.md};
  font-size: ${theme.typeScale.sm};
  color: ${theme.colors.navy};
`;

const months = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));

interface Props {
  address: BillingAddress | null;
  email: string | null;
  /** The cart, for its own choices (travel insurance, resort charge). */
  cart?: CartDto;
  /** The cart changed on the server (the order is read again). */
  onChanged?: () => void;
  onDone: (card: TokenizedCard) => void;
}

/** Step 2: billing address and card. The card goes straight to the gateway; only its token is kept. */
export function PaymentStep({ address: saved, email, cart, onChanged, onDone }: Props) {
  // Travel insurance must be answered before review; the answer saved last is the one that counts.
  const [insured, setInsured] = useState<boolean | null>(cart?.travelInsurance.chosen ?? null);
  const [insuranceError, setInsuranceError] = useState<string | null>(null);
  const insuranceUnanswered = Boolean(cart?.travelInsurance.offered) && insured === null;
  const [address, setAddress] = useState<BillingAddress>(() => saved ?? emptyAddress(email ?? ''));
  const [card, setCard] = useState<CardFormValues>(emptyCard);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const saveAddress = useSaveBillingAddressMutation();
  // An address the server would write differently waits for the visitor's choice in the suggestions modal.
  const [suggested, setSuggested] = useState<{
    typed: BillingAddress;
    suggestion: BillingAddress;
    choose: (a: BillingAddress) => void;
  } | null>(null);
  const chooseAddress = (typed: BillingAddress, suggestion: BillingAddress) =>
    new Promise<BillingAddress>((resolve) => setSuggested({ typed, suggestion, choose: resolve }));
  const saveCard = useSaveCardMutation();
  const busy = saveAddress.isPending || saveCard.isPending;
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 12 }, (_, i) => String(thisYear + i));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = { ...missingFields(address), ...missingFields(card) } as Record<string, string>;
    setErrors(found);
    setInsuranceError(insuranceUnanswered ? TRAVEL_INSURANCE_REQUIRED : null);
    if (Object.keys(found).length || insuranceUnanswered) return;
    try {
      const saved = await saveAddress.mutateAsync(address);
      if (saved.suggestion) {
        const chosen = await chooseAddress(address, saved.suggestion);
        setSuggested(null);
        setAddress(chosen);
        if (chosen === saved.suggestion) await saveAddress.mutateAsync(chosen);
      }
      const token = await saveCard.mutateAsync({
        cardNumber: card.cardNumber.replace(/\s+/g, ''),
        expMonth: Number(card.expMonth),
        expYear: Number(card.expYear),
        cvc: card.cvc.trim(),
        nameOnCard: card.nameOnCard.trim(),
      });
      // The number never stays in the page once the gateway has it.
      setCard(emptyCard());
      onDone(token);
    } catch (error) {
      setFailure(visitorMessage(error as ApiError));
    }
  };

  const cardInput = (key: keyof CardFormValues, label: string, testId: string, extra: InputHTMLAttributes<HTMLInputElement> = {}) => (
    <Field id={testId} label={label} error={errors[key]}>
      <Input
        id={testId}
        data-testid={testId}
        value={card[key]}
        aria-invalid={Boolean(errors[key])}
        onChange={(e) => setCard({ ...card, [key]: e.target.value })}
        {...extra}
      />
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Address and payment">
      {suggested ? <AddressSuggestion typed={suggested.typed} suggestion={suggested.suggestion} onChoose={suggested.choose} /> : null}
      <Heading as="h3" $size="card">
        Billing address
      </Heading>
      <Grid>
        {ADDRESS_FIELDS.map(({ key, label, autoComplete }) => (
          <Field key={key} id={`billing-${key}`} label={label} error={errors[key]}>
            <Input
              id={`billing-${key}`}
              data-testid={`billing-${key}`}
              autoComplete={autoComplete}
              value={address[key]}
              aria-invalid={Boolean(errors[key])}
              onChange={(e) => setAddress({ ...address, [key]: e.target.value })}
            />
          </Field>
        ))}
      </Grid>
      <Heading as="h3" $size="card">
        Payment
      </Heading>
      <Hint>
        Test cards: 4242 4242 4242 4242 is approved, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds. Use any
        future expiry date and any 3-digit security code.
      </Hint>
      <Grid>
        {cardInput('cardNumber', 'Card number', 'card-number', { inputMode: 'numeric', autoComplete: 'cc-number' })}
        {cardInput('nameOnCard', 'Name on card', 'card-name', { autoComplete: 'cc-name' })}
        <Field id="card-exp-month" label="Expiry month" error={errors.expMonth}>
          <Select
            id="card-exp-month"
            data-testid="card-exp-month"
            autoComplete="cc-exp-month"
            value={card.expMonth}
            aria-invalid={Boolean(errors.expMonth)}
            onChange={(e) => setCard({ ...card, expMonth: e.target.value })}
          >
            <option value="">MM</option>
            {months.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="card-exp-year" label="Expiry year" error={errors.expYear}>
          <Select
            id="card-exp-year"
            data-testid="card-exp-year"
            autoComplete="cc-exp-year"
            value={card.expYear}
            aria-invalid={Boolean(errors.expYear)}
            onChange={(e) => setCard({ ...card, expYear: e.target.value })}
          >
            <option value="">YYYY</option>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </Select>
        </Field>
        {cardInput('cvc', 'Security code', 'card-cvc', { inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: 4 })}
      </Grid>
      {cart ? (
        <>
          <TravelInsuranceChoice
            insurance={cart.travelInsurance}
            error={insuranceError}
            onPick={(value) => {
              setInsured(value);
              if (value !== null) setInsuranceError(null);
            }}
            onChanged={(fresh) => {
              setInsured(fresh.travelInsurance.chosen);
              setInsuranceError(null);
              onChanged?.();
            }}
          />
          <PaymentSelection plan={cart.paymentPlan} onChanged={onChanged} />
          <ResortChargeOption enrolled={cart.resortCharge} onChanged={onChanged} />
        </>
      ) : null}
      {failure ? <ErrorState message={failure} /> : null}
      <Button type="submit" data-testid="continue-to-review" disabled={busy}>
        Continue to review
      </Button>
    </form>
  );
}
