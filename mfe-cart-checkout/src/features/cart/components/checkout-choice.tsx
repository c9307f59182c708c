import { type FormEvent, type MouseEvent, useState } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink, Field, Heading, Input, navigate, theme, visitorMessage } from '@resort/shared';
import { REQUIRED_FIELD } from '@resort/shared/rules';
import { useContinueAsGuestMutation } from '../api/continue-as-guest';

// Its check only saves a round trip: without its code the server checks the email by the same rule.
const loadContract = () => import('../../../../contract').catch(() => null);

const CHECKOUT_PATH = '/checkout';

const Panel = styled.div`
  display: grid;
  gap: ${theme.space.md};
  margin-top: ${theme.space.md};
  ${theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Links = styled.p`
  display: flex;
  gap: ${theme.space.sm};
  flex-wrap: wrap;
`;

/** The shared secondary button, as a link. */
const SecondaryLink = styled(Button)`
  display: inline-flex;
  align-items: center;
  text-decoration: none;
`;

const follow = (href: string) => (event: MouseEvent) => {
  event.preventDefault();
  navigate(href);
};

/** A visitor who is not signed in chooses: sign in, create an account, or check out as a guest. */
export function CheckoutChoice() {
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const guest = useContinueAsGuestMutation();
  const error = invalid ?? (guest.isError ? visitorMessage(guest.error) : null);
  const signIn = `/sign-in?returnUrl=${encodeURIComponent(CHECKOUT_PATH)}`;
  const createAccount = `/create-account?returnUrl=${encodeURIComponent(CHECKOUT_PATH)}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = email.trim();
    // The API's own rule for the email (contract.ts), checked before a round trip. The contract
    // (and zod) load when the field is first reached, not with the cart page.
    const checked = (await loadContract())?.GuestBody.safeParse({ email: typed });
    const problem = !typed ? REQUIRED_FIELD : !checked || checked.success ? null : checked.error.issues[0].message;
    setInvalid(problem);
    if (problem) return;
    guest.mutate(typed, { onSuccess: () => navigate(CHECKOUT_PATH) });
  };

  return (
    <Panel data-testid="checkout-choice">
      <div>
        <Heading $size="card">Have an account?</Heading>
        <Links>
          <ButtonLink href={signIn} onClick={follow(signIn)}>
            Sign in
          </ButtonLink>
          <SecondaryLink as="a" $variant="secondary" href={createAccount} onClick={follow(createAccount)}>
            Create account
          </SecondaryLink>
        </Links>
      </div>
      <form onSubmit={submit} onFocus={() => void loadContract()} noValidate>
        <Heading $size="card">Check out as a guest</Heading>
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
        <Button type="submit" $variant="secondary" data-testid="continue-as-guest" disabled={guest.isPending}>
          Continue as guest
        </Button>
      </form>
    </Panel>
  );
}
