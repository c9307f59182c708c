import React, { useState } from 'react';
import styled from 'styled-components';
import { Button, ErrorText, LoadingOverlay, navigate, theme } from '@resort/shared';
import { CartItemRow } from '../../cart/components/cart-item-row';
import { CartTotals } from '../../cart/components/cart-totals';
import { OopsMessage } from '../../cart/components/oops-message';
import { publishCartCount } from '../../cart/model/publish-cart-count';
import { completePurchase } from '../api/complete-purchase';
import type { ReviewDto, TokenizedCard } from '../model/checkout-types';

export const TERMS_REQUIRED = 'Please accept the terms and conditions to complete your purchase.';
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
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const blocking = review.missing.filter((m) => m.message !== TERMS_REQUIRED);

  const complete = async () => {
    if (!accepted) return setTermsError(TERMS_REQUIRED);
    if (!card) return onChangePayment();
    setSubmitting(true);
    setFailure(null);
    const result = await completePurchase(card.token, true);
    if (!result.success) {
      setSubmitting(false);
      setFailure(String(result.data));
      if (result.status === 409) onOrderChanged?.();
      return;
    }
    publishCartCount(null, 0);
    navigate(`/checkout/confirmation/${encodeURIComponent(result.data.orderNumber)}`);
  };

  return (
    <LoadingOverlay active={submitting} label={TRANSACTION_NOTICE}>
      <Items aria-label="Your order">
        {review.cart.items.map((item) => (
          <React.Fragment key={item.id}>
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
          </React.Fragment>
        ))}
      </Items>
      {review.address ? (
        <p>
          Billing: {review.address.firstName} {review.address.lastName}, {review.address.line1}, {review.address.city}, {review.address.region}{' '}
          {review.address.postalCode}, {review.address.country}
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
      <CartTotals cart={review.cart} />
      {blocking.map((m, i) => (
        <ErrorText key={i} role="alert">
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
      {failure ? <OopsMessage message={failure} /> : null}
      <p>{TRANSACTION_NOTICE}.</p>
      <Button type="button" $block data-testid="complete-purchase" onClick={complete} disabled={submitting || blocking.length > 0}>
        Complete purchase
      </Button>
    </LoadingOverlay>
  );
}
