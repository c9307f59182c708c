import React, { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { ButtonLink, LoadingOverlay, navigate, theme } from '@resort/shared';
import { OopsMessage } from '../../cart/components/oops-message';
import { Card, PageFrame } from '../../cart/components/page-frame';
import { getReview } from '../api/get-review';
import type { ReviewDto, TokenizedCard } from '../model/checkout-types';
import { PaymentStep } from './payment-step';
import { ReviewStep } from './review-step';
import { TravelerStep } from './traveler-step';

type Step = 1 | 2 | 3;
const STEPS: { step: Step; title: string }[] = [
  { step: 1, title: 'Configure products' },
  { step: 2, title: 'Address and payment' },
  { step: 3, title: 'Review order' },
];

const Steps = styled.ol`
  display: flex;
  gap: ${theme.space.sm};
  list-style: none;
  padding: 0;
  margin: 0 0 ${theme.space.lg};
  flex-wrap: wrap;
`;

const StepLabel = styled.li<{ $current: boolean }>`
  padding: ${theme.space.xs} ${theme.space.md};
  border-radius: ${theme.radii.pill};
  font-size: ${theme.typeScale.sm};
  font-weight: 600;
  background: ${(p) => (p.$current ? theme.colors.navy : theme.colors.mist)};
  color: ${(p) => (p.$current ? theme.colors.snow : theme.colors.navy)};
`;

export function CheckoutPage() {
  const [review, setReview] = useState<ReviewDto | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [step, setStep] = useState<Step>(1);
  const [card, setCard] = useState<TokenizedCard | null>(null);

  const load = useCallback(async () => {
    setState('loading');
    const result = await getReview();
    if (result.success) {
      setReview(result.data);
      setState('ready');
    } else {
      setState('error');
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const empty = state === 'ready' && review && review.cart.items.length === 0;
  const current = STEPS.find((s) => s.step === step)!;

  return (
    <PageFrame aria-labelledby="checkout-title" data-testid="checkout-page">
      <h1 id="checkout-title">Checkout</h1>
      <Steps aria-label="Checkout steps">
        {STEPS.map((s) => (
          <StepLabel key={s.step} $current={s.step === step} aria-current={s.step === step ? 'step' : undefined}>
            {s.step}. {s.title}
          </StepLabel>
        ))}
      </Steps>
      <LoadingOverlay active={state === 'loading'} label="Loading checkout">
        {state === 'error' ? <OopsMessage /> : null}
        {empty ? (
          <Card>
            <p>Your cart is empty.</p>
            <ButtonLink
              href="/cart"
              onClick={(e) => {
                e.preventDefault();
                navigate('/cart');
              }}
            >
              Back to cart
            </ButtonLink>
          </Card>
        ) : null}
        {review && !empty ? (
          <Card>
            <h2>
              {current.step}. {current.title}
            </h2>
            {step === 1 ? (
              <TravelerStep
                items={review.cart.items}
                onDone={() => {
                  setStep(2);
                  void load();
                }}
              />
            ) : null}
            {step === 2 ? (
              <PaymentStep
                address={review.address}
                email={review.email}
                onDone={(tokenized) => {
                  setCard(tokenized);
                  setStep(3);
                  void load();
                }}
              />
            ) : null}
            {step === 3 ? <ReviewStep review={review} card={card} onChangePayment={() => setStep(2)} onOrderChanged={() => void load()} /> : null}
          </Card>
        ) : null}
      </LoadingOverlay>
    </PageFrame>
  );
}
