import { Alert, Heading, PageContainer } from '@resort/shared';
import { USERNAME_EMAIL_SENT, emailError } from '../../../../contracts/rules';
import { FieldsForm } from '../../../components/fields-form';
import styled from 'styled-components';
import { RouteLink } from '../../../components/route-link';
import { SIGN_IN_PATH } from '../../sign-in/model/paths';
import { useSendUsernameReminderMutation } from '../api/send-username-reminder';

/** The width of a one-column form, centred; the form itself is the card. */
const Narrow = styled.section`
  max-width: 32rem;
  margin: 0 auto;
`;

export const FORGOT_USERNAME_PATH = '/sign-in/forgot-username';

/** Spec "forgot username search": the sign-in name goes to the address; the answer says nothing about accounts. */
export function ForgotUsernamePage() {
  const send = useSendUsernameReminderMutation();
  return (
    <PageContainer>
      <Narrow aria-labelledby="forgot-username-title">
        <Heading as="h1" $size="page" id="forgot-username-title">
          Forgot your username?
        </Heading>
        {send.isSuccess ? (
          <Alert $tone="success" role="status">
            {USERNAME_EMAIL_SENT}
          </Alert>
        ) : (
          <FieldsForm
            id="forgot-username"
            title="Email us my sign-in name"
            fields={[{ name: 'email', label: 'Email', type: 'email', autoComplete: 'email', check: emailError }]}
            submitLabel="Send my sign-in name"
            pending={send.isPending}
            error={send.error}
            done={null}
            onSubmit={(v) => send.mutate({ email: v.email.trim() })}
          />
        )}
        <p>
          <RouteLink href={SIGN_IN_PATH}>Back to sign in</RouteLink>
        </p>
      </Narrow>
    </PageContainer>
  );
}
