import { useEffect } from 'react';
import styled from 'styled-components';
import { Alert, Heading, PageContainer, PageLoading, useLocation, visitorMessage } from '@resort/shared';
import { DEMO_RESORTS } from '@resort/shared/demo-resorts';
import { emailError, nameError } from '../../../../contracts/rules';
import { FieldsForm } from '../../../components/fields-form';
import { useSessionQuery } from '../../session/api/get-session';
import { useSignUpForEmailsMutation } from '../api/sign-up-for-emails';
import { useConfirmEmailSignupMutation } from '../api/confirm-email-signup';
import { useCreateSubscriberMutation } from '../api/create-subscriber';
import { useFindSubscriberMutation } from '../api/find-subscriber';
import { SubscriberProfileForm } from './subscriber-profile-form';

export const NEWSLETTER_PATH = '/account/newsletter';

const Narrow = styled.section`
  max-width: 40rem;
  margin: 0 auto;
`;

const RESORT_OPTIONS = [{ value: '', label: 'No home resort' }, ...DEMO_RESORTS.map((r) => ({ value: r.id, label: r.name }))];
const optionalName = (v: string) => (v.trim() ? nameError(v) : null);

/** "Email signup": any visitor leaves an address; nothing is sent but the link that confirms it. */
function SignupForm() {
  const signup = useSignUpForEmailsMutation();
  if (signup.isSuccess)
    return (
      <Alert $tone="success" role="status">
        Check your email: we sent a link to confirm your address. We send nothing else until you follow it.
      </Alert>
    );
  return (
    <FieldsForm
      id="email-signup"
      title="Get our emails"
      description="Snow reports, deals and mountain events. We ask you to confirm your address first."
      fields={[
        { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', check: emailError },
        { name: 'homeResort', label: 'Home resort (optional)', type: 'select', options: RESORT_OPTIONS },
      ]}
      submitLabel="Sign up"
      pending={signup.isPending}
      error={signup.error}
      done={null}
      onSubmit={(v) => signup.mutate({ email: v.email.trim(), homeResort: v.homeResort || null })}
    />
  );
}

/** The mailed link: confirms the address, then manages the profile with the same token. */
function ConfirmedProfile({ token }: { token: string }) {
  const confirm = useConfirmEmailSignupMutation();
  const { mutate } = confirm;
  useEffect(() => mutate(token), [mutate, token]);
  if (confirm.isError)
    return (
      <>
        <Alert $tone="error" role="alert">
          {visitorMessage(confirm.error)}
        </Alert>
        <SignupForm />
      </>
    );
  if (!confirm.data) return <PageLoading />;
  return (
    <>
      <Alert $tone="success" role="status">
        Your email address is confirmed.
      </Alert>
      <SubscriberProfileForm subscriber={confirm.data} token={token} />
    </>
  );
}

/** A holder: their subscription, or a form that subscribes their own address at once. */
function HolderSubscription({ email, firstName, lastName }: { email: string; firstName: string; lastName: string }) {
  const get = useFindSubscriberMutation();
  const create = useCreateSubscriberMutation();
  const { mutate } = get;
  useEffect(() => mutate({}), [mutate]);
  const subscriber = create.data?.subscriber ?? get.data;
  if (subscriber) return <SubscriberProfileForm subscriber={subscriber} />;
  if (create.data?.confirmationSent)
    return (
      <Alert $tone="success" role="status">
        Check your email: we sent a link to confirm that address.
      </Alert>
    );
  if (get.isPending || get.isIdle) return <PageLoading />;
  if (get.error && get.error.status !== 404) return <Alert role="alert">{visitorMessage(get.error)}</Alert>;
  return (
    <FieldsForm
      id="subscriber-create"
      title="Get our emails"
      description="Your account's address is confirmed already; another address gets a link to confirm."
      fields={[
        { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', check: emailError, initial: email },
        { name: 'firstName', label: 'First name', autoComplete: 'given-name', check: optionalName, initial: firstName },
        { name: 'lastName', label: 'Last name', autoComplete: 'family-name', check: optionalName, initial: lastName },
        { name: 'homeResort', label: 'Home resort (optional)', type: 'select', options: RESORT_OPTIONS },
      ]}
      submitLabel="Subscribe"
      pending={create.isPending}
      error={create.error}
      done={null}
      onSubmit={(v) =>
        create.mutate({
          email: v.email.trim(),
          firstName: v.firstName.trim(),
          lastName: v.lastName.trim(),
          homeResort: v.homeResort || null,
        })
      }
    />
  );
}

/**
 * Our emails: the anonymous "email signup" with double opt-in, the page the confirmation link
 * opens (`?token=`), and a holder's own subscription ("subscriber profile get/create/update").
 */
export function NewsletterPage() {
  const { search } = useLocation();
  const token = search.get('token') ?? '';
  const session = useSessionQuery({ enabled: !token });
  const user = session.data?.signedIn ? session.data.user : null;
  return (
    <PageContainer>
      <Narrow aria-labelledby="newsletter-title">
        <Heading as="h1" $size="page" id="newsletter-title">
          Summit Resorts emails
        </Heading>
        {token ? (
          <ConfirmedProfile token={token} />
        ) : session.isPending ? (
          <PageLoading />
        ) : user ? (
          <HolderSubscription email={user.email} firstName={user.firstName} lastName={user.lastName} />
        ) : (
          <SignupForm />
        )}
      </Narrow>
    </PageContainer>
  );
}
