import { useState } from 'react';
import { Alert, Button, ErrorState, Field, Heading, Input, PageContainer, visitorMessage } from '@resort/shared';
import { RESET_EMAIL_SENT, emailError } from '../../../../contracts/rules';
import { FormCard } from '../../../components/form-card';
import { RouteLink } from '../../../components/route-link';
import { useSendResetEmailMutation } from '../../password-reset/api/send-reset-email';
import { FORGOT_USERNAME_PATH } from '../../password-reset/components/forgot-username-page';
import { SIGN_IN_PATH } from '../model/paths';

/** Spec "send reset password email": the confirmation does not say whether an account exists for it. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendResetEmailMutation();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = emailError(email);
    setError(problem);
    if (!problem) send.mutate({ email: email.trim() });
  };

  return (
    <PageContainer>
      <FormCard as="section" aria-labelledby="forgot-title">
        <Heading as="h1" $size="page" id="forgot-title">
          Reset your password
        </Heading>
        {send.isSuccess ? (
          <Alert $tone="success" role="status">
            {RESET_EMAIL_SENT} The link works once, within an hour.
          </Alert>
        ) : (
          <>
            {send.isError ? <ErrorState message={visitorMessage(send.error)} /> : null}
            <form noValidate onSubmit={submit} aria-label="Reset password">
              <Field id="forgot-email" label="Email" error={error}>
                <Input
                  id="forgot-email"
                  type="email"
                  autoComplete="email"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? 'forgot-email-error' : undefined}
                />
              </Field>
              <Button type="submit" $block disabled={send.isPending}>
                Send reset email
              </Button>
            </form>
          </>
        )}
        <p>
          <RouteLink href={FORGOT_USERNAME_PATH}>Forgot your username?</RouteLink>
        </p>
        <p>
          <RouteLink href={SIGN_IN_PATH}>Back to sign in</RouteLink>
        </p>
      </FormCard>
    </PageContainer>
  );
}
