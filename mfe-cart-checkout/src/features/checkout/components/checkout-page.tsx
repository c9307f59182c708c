import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { ButtonLink, Card, EmptyState, ErrorState, Heading, PageContainer, navigate, theme, visitorMessage } from '@resort/shared';
import { LoadingOverlay } from '@resort/shared/ui';
import type { TokenizedCard } from '../../../../contract';
import { useReviewQuery } from '../api/get-review';
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
  const { data: review, error, isPending, refetch } = useReviewQuery();
  const [step, setStep] = useState<Step>(1);
  const [card, setCard] = useState<TokenizedCard | null>(null);
  // Each step changed the cart on the server: the order is shown again as it is now.
  const reload = () => void refetch();

  const empty = review !== undefined && review.cart.items.length === 0;
  const current = STEPS.find((s) => s.step === step) ?? STEPS[0];
  // When checkout moves on, focus goes to the new step's heading: a keyboard or screen reader user
  // starts there instead of on a button that is gone.
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepHeading.current?.focus();
  }, [step]);

  return (
    <PageContainer as="section" aria-labelledby="checkout-title" data-testid="checkout-page">
      <Heading as="h1" $size="page" id="checkout-title">
        Checkout
      </Heading>
      <Steps aria-label="Checkout steps">
        {STEPS.map((s) => (
          <StepLabel key={s.step} $current={s.step === step} aria-current={s.step === step ? 'step' : undefined}>
            {s.step}. {s.title}
          </StepLabel>
        ))}
      </Steps>
      <LoadingOverlay active={isPending} label="Loading checkout">
        {error ? <ErrorState message={visitorMessage(error)} /> : null}
        {empty ? (
          <EmptyState message="Your cart is empty.">
            <ButtonLink
              href="/cart"
              onClick={(e) => {
                e.preventDefault();
                navigate('/cart');
              }}
            >
              Back to cart
            </ButtonLink>
          </EmptyState>
        ) : null}
        {review && !empty ? (
          <Card>
            <Heading ref={stepHeading} tabIndex={-1} id="checkout-step-title" data-testid="checkout-step-title">
              {current.step}. {current.title}
            </Heading>
            {step === 1 ? (
              <TravelerStep
                items={review.cart.items}
                primary={review.cart.primaryTraveler}
                military={review.cart.military}
                onDone={() => {
                  setStep(2);
                  reload();
                }}
                onChanged={reload}
              />
            ) : null}
            {step === 2 ? (
              <PaymentStep
                address={review.address}
                email={review.email}
                cart={review.cart}
                onChanged={reload}
                onDone={(tokenized) => {
                  setCard(tokenized);
                  setStep(3);
                  reload();
                }}
              />
            ) : null}
            {step === 3 ? <ReviewStep review={review} card={card} onChangePayment={() => setStep(2)} onOrderChanged={reload} /> : null}
          </Card>
        ) : null}
      </LoadingOverlay>
    </PageContainer>
  );
}
