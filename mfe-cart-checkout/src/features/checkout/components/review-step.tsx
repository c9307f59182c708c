import { Fragment, useState } from 'react';
import styled from 'styled-components';
import { Button, ErrorState, ErrorText, navigate, theme, visitorMessage } from '@resort/shared';
import { LoadingOverlay } from '@resort/shared/ui';
import type { MissingStep, ReviewDto, TokenizedCard } from '../../../../contract';
import { TERMS_REQUIRED } from '../../../../contract-rules';
import { CartItemRow } from '../../cart/components/cart-item-row';
import { CartTotals } from '../../cart/components/cart-totals';
import { useCompletePurchaseMutation } from '../api/complete-purchase';
import { displayDate } from '@resort/shared/dates';

export const TRANSACTION_NOTICE = 'Transaction may take up to a minute';

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Travelers = styled.p`
  margin: -${theme.space.sm} 0 ${theme.space.md};
  font-size: ${theme.typeScale.sm};
  color: ${theme.colors.slate};
`;

const Terms = styled.label`
  display: flex;
  gap: ${theme.space.sm};
  align-items: center;
  min-height: 44px;
  margin: ${theme.space.md} 0;
  input { width: 20px; height: 20px; }
`;

const missingKey = (m: MissingStep) => `${m.itemId ?? ''}-${m.unitIndex ?? ''}-${m.message}`;

interface Props {
  review: ReviewDto;
  card: TokenizedCard | null;
  onChangePayment: () => void;
  /** The server changed the order (an unavailable item was removed): show the order as it is now. */
  onOrderChanged?: () => void;
}

/** Step 3: the order as it will be charged, the terms, and the one button that buys it. */
export function ReviewStep({ review, card, onChangePayment, onOrderChanged }: Props) {
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const purchase = useCompletePurchaseMutation();
  // Still busy once the order is placed: the page is on its way to the confirmation.
  const submitting = purchase.isPending || purchase.isSuccess;
  const blocking = review.missing.filter((m) => m.message !== TERMS_REQUIRED);

  const complete = () => {
    if (!accepted) return setTermsError(TERMS_REQUIRED);
    if (!card) return onChangePayment();
    purchase.mutate(
      { paymentToken: card.token, acceptTerms: true },
      {
        onSuccess: ({ orderNumber }) => navigate(`/checkout/confirmation/${encodeURIComponent(orderNumber)}`),
        // 409: the server changed the order (an item no longer available was removed).
        onError: (error) => {
          if (error.status === 409) onOrderChanged?.();
        },
      },
    );
  };

  return (
    <LoadingOverlay active={submitting} label={TRANSACTION_NOTICE}>
      <Items aria-label="Your order">
        {review.cart.items.map((item) => (
          <Fragment key={item.id}>
            <CartItemRow item={item} />
            {item.units.some((u) => u.assignee) ? (
              <Travelers>
                For:{' '}
                {item.units
                  .filter((u) => u.assignee)
                  .map((u) => `${u.assignee!.firstName} ${u.assignee!.lastName}`)
                  .join(', ')}
              </Travelers>
            ) : null}
          </Fragment>
        ))}
      </Items>
      {review.cart.primaryTraveler ? (
        <p>
          Primary traveler: {review.cart.primaryTraveler.firstName} {review.cart.primaryTraveler.lastName}
        </p>
      ) : null}
      {review.address ? (
        <p>
          Billing: {review.address.firstName} {review.address.lastName}, {review.address.line1}, {review.address.city},{' '}
          {review.address.region} {review.address.postalCode}, {review.address.country}
        </p>
      ) : null}
      {card ? (
        <p>
          Paying with {card.brand} ending in {card.last4}{' '}
          <Button type="button" $variant="link" onClick={onChangePayment}>
            Change
          </Button>
        </p>
      ) : null}
      {review.cart.resortCharge ? (
        <p data-testid="review-resort-charge">Resort charge: on-mountain purchases are charged to this card.</p>
      ) : null}
      <CartTotals cart={review.cart} />
      {review.cart.paymentPlan.chosen ? (
        <p data-testid="review-payment-plan">
          Payment plan ({review.cart.paymentPlan.text}): {review.cart.paymentPlan.dueTodayFormatted} is charged today and{' '}
          {review.cart.paymentPlan.balanceFormatted} on {displayDate(review.cart.paymentPlan.balanceDueDate)}.
        </p>
      ) : null}
      {blocking.map((m) => (
        <ErrorText key={missingKey(m)} role="alert">
          {m.message}
        </ErrorText>
      ))}
      <Terms>
        <input
          type="checkbox"
          data-testid="accept-terms"
          checked={accepted}
          aria-invalid={Boolean(termsError)}
          onChange={(e) => {
            setAccepted(e.target.checked);
            if (e.target.checked) setTermsError(null);
          }}
        />
        I accept the terms and conditions of sale.
      </Terms>
      {termsError ? <ErrorText role="alert">{termsError}</ErrorText> : null}
      {purchase.isError ? <ErrorState message={visitorMessage(purchase.error)} /> : null}
      <p>{TRANSACTION_NOTICE}.</p>
      <Button type="button" $block data-testid="complete-purchase" onClick={complete} disabled={submitting || blocking.length > 0}>
        Complete purchase
      </Button>
    </LoadingOverlay>
  );
}
