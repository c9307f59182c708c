import { useState } from 'react';
import { Alert, Button, Field, Heading, Input, PageContainer } from '@resort/shared';
import { emailError } from '../../../../contract';
import { FormCard } from '../../../components/form-card';
import { RouteLink } from '../../../components/route-link';
import { SIGN_IN_PATH } from '../model/paths';

/** Asks for the email; the confirmation does not say whether an account exists for it. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = emailError(email);
    setError(problem);
    if (!problem) setSent(true);
  };

  return (
    <PageContainer>
      <FormCard as="section" aria-labelledby="forgot-title">
        <Heading as="h1" $size="page" id="forgot-title">
          Reset your password
        </Heading>
        {sent ? (
          <Alert $tone="success" role="status">
            If an account exists for {email.trim()}, we have sent it an email with a link to reset the password.
          </Alert>
        ) : (
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
            <Button type="submit" $block>
              Send reset email
            </Button>
          </form>
        )}
        <p>
          <RouteLink href={SIGN_IN_PATH}>Back to sign in</RouteLink>
        </p>
      </FormCard>
    </PageContainer>
  );
}
