import { useState } from 'react';
import styled from 'styled-components';
import { Button, ErrorState, Field, Input, theme, visitorMessage } from '@resort/shared';
import { LoadingOverlay } from '@resort/shared/ui';
import { REQUIRED_FIELD } from '../../../../contracts/rules';
import { announceSession } from '../../session/model/announce-session';
import { useLogInMutation } from '../api/log-in';

const Form = styled.form`
  display: grid;
  gap: ${theme.space.xs};
`;

type FieldName = 'email' | 'password';

/** Email and password; on success the new session is announced and `onSignedIn` decides where to go. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const login = useLogInMutation({
    onSuccess: (answer) => {
      announceSession({ signedIn: true, user: answer.user });
      onSignedIn();
    },
  });

  const change = (field: FieldName) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const missing: Partial<Record<FieldName, string>> = {};
    if (!values.email.trim()) missing.email = REQUIRED_FIELD;
    if (!values.password) missing.password = REQUIRED_FIELD;
    setErrors(missing);
    if (Object.keys(missing).length) return;
    login.mutate({ email: values.email.trim(), password: values.password });
  };

  const invalid = (field: FieldName) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `signin-${field}-error` : undefined,
  });

  return (
    <LoadingOverlay active={login.isPending} label="Signing in">
      {/* A wrong password and too many attempts are worded by the server; anything else is the generic text. */}
      {login.isError ? <ErrorState message={visitorMessage(login.error)} /> : null}
      <Form noValidate onSubmit={submit} aria-label="Sign in">
        <Field id="signin-email" label="Email" error={errors.email}>
          <Input
            id="signin-email"
            data-testid="signin-email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={change('email')}
            {...invalid('email')}
          />
        </Field>
        <Field id="signin-password" label="Password" error={errors.password}>
          <Input
            id="signin-password"
            data-testid="signin-password"
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={change('password')}
            {...invalid('password')}
          />
        </Field>
        <Button type="submit" data-testid="signin-submit" $block disabled={login.isPending}>
          Sign in
        </Button>
      </Form>
    </LoadingOverlay>
  );
}
