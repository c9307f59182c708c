import { Alert, Heading, PageContainer, useLocation } from '@resort/shared';
import { PASSWORD_RESET_DONE, passwordError } from '../../../../contracts/rules';
import { FieldsForm } from '../../../components/fields-form';
import styled from 'styled-components';
import { RouteLink } from '../../../components/route-link';
import { FORGOT_PASSWORD_PATH, SIGN_IN_PATH } from '../../sign-in/model/paths';
import { useResetPasswordMutation } from '../api/reset-password';

/** The page the mailed link opens: the token is in the query; a new password is chosen once. */
/** The width of a one-column form, centred; the form itself is the card. */
const Narrow = styled.section`
  max-width: 32rem;
  margin: 0 auto;
`;

export function ResetPasswordPage() {
  const { search } = useLocation();
  const token = search.get('token') ?? '';
  const reset = useResetPasswordMutation();

  return (
    <PageContainer>
      <Narrow aria-labelledby="reset-title">
        <Heading as="h1" $size="page" id="reset-title">
          Choose a new password
        </Heading>
        {!token ? (
          <Alert $tone="error" role="alert">
            This page needs the link from the password reset email. <RouteLink href={FORGOT_PASSWORD_PATH}>Ask for a new link</RouteLink>.
          </Alert>
        ) : reset.isSuccess ? (
          <Alert $tone="success" role="status">
            {PASSWORD_RESET_DONE} <RouteLink href={SIGN_IN_PATH}>Sign in</RouteLink>
          </Alert>
        ) : (
          <FieldsForm
            id="reset"
            title="Set a new password"
            fields={[{ name: 'password', label: 'New password', type: 'password', autoComplete: 'new-password', check: passwordError }]}
            submitLabel="Set new password"
            pending={reset.isPending}
            error={reset.error}
            done={null}
            onSubmit={(v) => reset.mutate({ token, password: v.password })}
          />
        )}
        {reset.isError ? (
          <p>
            <RouteLink href={FORGOT_PASSWORD_PATH}>Ask for a new link</RouteLink>
          </p>
        ) : null}
      </Narrow>
    </PageContainer>
  );
}
