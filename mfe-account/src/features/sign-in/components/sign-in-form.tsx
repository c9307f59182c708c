import React, { useState } from 'react';
import styled from 'styled-components';
import { Button, Field, GENERIC_API_ERROR, Input, LoadingOverlay, theme } from '@resort/shared';
import { OopsAlert } from '../../../components/oops-alert';
import { REQUIRED_FIELD } from '../../create-account/model/account-rules';
import { announceSession } from '../../session/model/announce-session';
import { postLogin } from '../api/post-login';

const Form = styled.form`
  display: grid;
  gap: ${theme.space.xs};
`;

type FieldName = 'email' | 'password';

/** Email and password; on success the new session is announced and `onSignedIn` decides where to go. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (field: FieldName) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const missing: Partial<Record<FieldName, string>> = {};
    if (!values.email.trim()) missing.email = REQUIRED_FIELD;
    if (!values.password) missing.password = REQUIRED_FIELD;
    setErrors(missing);
    if (Object.keys(missing).length) return;

    setBusy(true);
    setFailure(null);
    const result = await postLogin({ email: values.email.trim(), password: values.password });
    setBusy(false);
    if (!result.success) {
      // 401 and 400 carry a message written for the visitor; anything else is the generic one.
      const mine = (result.status === 401 || result.status === 400) && typeof result.data === 'string';
      setFailure(mine ? (result.data as unknown as string) : GENERIC_API_ERROR);
      return;
    }
    announceSession({ signedIn: true, user: result.data.user });
    onSignedIn();
  };

  const invalid = (field: FieldName) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `signin-${field}-error` : undefined,
  });

  return (
    <LoadingOverlay active={busy} label="Signing in">
      {failure ? <OopsAlert message={failure} /> : null}
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
        <Button type="submit" data-testid="signin-submit" $block disabled={busy}>
          Sign in
        </Button>
      </Form>
    </LoadingOverlay>
  );
}
