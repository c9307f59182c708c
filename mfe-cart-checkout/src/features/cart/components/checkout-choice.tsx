import React, { useState } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink, Field, Input, navigate, theme } from '@resort/shared';
import { continueAsGuest } from '../api/continue-as-guest';

const CHECKOUT_PATH = '/checkout';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const Panel = styled.div`
  display: grid;
  gap: ${theme.space.md};
  margin-top: ${theme.space.md};
  ${theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Heading = styled.h2`
  font-size: ${theme.typeScale.lg};
  margin: 0 0 ${theme.space.sm};
`;

const SecondaryLink = styled(ButtonLink)`
  background: ${theme.colors.snow};
  color: ${theme.colors.navy};
  border: 2px solid ${theme.colors.navy};
  &:hover { background: ${theme.colors.mist}; }
`;

const follow = (href: string) => (event: React.MouseEvent) => {
  event.preventDefault();
  navigate(href);
};

/** A visitor who is not signed in chooses: sign in, create an account, or check out as a guest. */
export function CheckoutChoice() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const signIn = `/sign-in?returnUrl=${encodeURIComponent(CHECKOUT_PATH)}`;
  const createAccount = `/create-account?returnUrl=${encodeURIComponent(CHECKOUT_PATH)}`;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setError('Required Field');
    if (!EMAIL.test(email.trim())) return setError('Please enter a valid email address.');
    setBusy(true);
    const result = await continueAsGuest(email.trim());
    setBusy(false);
    if (!result.success) return setError(String(result.data));
    navigate(CHECKOUT_PATH);
  };

  return (
    <Panel data-testid="checkout-choice">
      <div>
        <Heading>Have an account?</Heading>
        <p style={{ display: 'flex', gap: theme.space.sm, flexWrap: 'wrap' }}>
          <ButtonLink href={signIn} onClick={follow(signIn)}>
            Sign in
          </ButtonLink>
          <SecondaryLink href={createAccount} onClick={follow(createAccount)}>
            Create account
          </SecondaryLink>
        </p>
      </div>
      <form onSubmit={submit} noValidate>
        <Heading>Check out as a guest</Heading>
        <Field id="guest-email" label="Email" error={error}>
          <Input
            id="guest-email"
            data-testid="guest-email"
            type="email"
            autoComplete="email"
            value={email}
            aria-invalid={Boolean(error)}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
        <Button type="submit" $variant="secondary" data-testid="continue-as-guest" disabled={busy}>
          Continue as guest
        </Button>
      </form>
    </Panel>
  );
}
