import React, { useState } from 'react';
import styled from 'styled-components';
import { Button, Field, GENERIC_API_ERROR, Input, LoadingOverlay, theme } from '@resort/shared';
import { OopsAlert } from '../../../components/oops-alert';
import { announceSession } from '../../session/model/announce-session';
import { postCreateAccount } from '../api/post-create-account';
import { validateCreateAccount, type CreateAccountErrors, type CreateAccountInput } from '../model/account-rules';

const Names = styled.div`
  display: grid;
  gap: 0 ${theme.space.md};

  ${theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Hint = styled.p`
  color: ${theme.colors.slate};
  font-size: ${theme.typeScale.sm};
  margin: ${theme.space.xs} 0 0;
`;

const Actions = styled.div`
  margin-top: ${theme.space.lg};
`;

type FieldName = keyof CreateAccountInput;

const EMPTY: CreateAccountInput = { firstName: '', lastName: '', dateOfBirth: '', email: '', password: '' };

const DUPLICATE_STATUS = 409;

/** The create-account form: each field is checked when it is left and all of them on submit. */
export function CreateAccountForm({ onCreated }: { onCreated: () => void }) {
  const [values, setValues] = useState<CreateAccountInput>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<CreateAccountErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const ruleErrors = validateCreateAccount(values);
  const errorOf = (field: FieldName) => serverErrors[field] ?? (touched[field] ? ruleErrors[field] : undefined);

  const change = (field: FieldName) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (serverErrors[field]) setServerErrors((e) => ({ ...e, [field]: undefined }));
  };
  const blur = (field: FieldName) => () => setTouched((t) => ({ ...t, [field]: true }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTouched({ firstName: true, lastName: true, dateOfBirth: true, email: true, password: true });
    if (Object.keys(ruleErrors).length) return;

    setBusy(true);
    setFailure(null);
    const result = await postCreateAccount({
      ...values,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      dateOfBirth: values.dateOfBirth.trim(),
    });
    setBusy(false);
    if (!result.success) {
      const message = typeof result.data === 'string' ? (result.data as unknown as string) : GENERIC_API_ERROR;
      if (result.status === DUPLICATE_STATUS) setServerErrors({ email: message });
      else setFailure(result.status === 400 ? message : GENERIC_API_ERROR);
      return;
    }
    announceSession({ signedIn: true, user: result.data.user });
    onCreated();
  };

  const control = (field: FieldName, testId: string, label: string, props: React.InputHTMLAttributes<HTMLInputElement>) => {
    const id = `create-${field}`;
    const error = errorOf(field);
    const { 'aria-describedby': hint, ...rest } = props;
    return (
      <Field id={id} label={label} error={error}>
        <Input
          id={id}
          data-testid={testId}
          value={values[field]}
          onChange={change(field)}
          onBlur={blur(field)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? `${id}-error` : '', hint ?? ''].join(' ').trim() || undefined}
          {...rest}
        />
      </Field>
    );
  };

  return (
    <LoadingOverlay active={busy} label="Creating your account">
      {failure ? <OopsAlert message={failure} /> : null}
      <form noValidate onSubmit={submit} aria-label="Create account">
        <Names>
          {control('firstName', 'create-first', 'First name', { autoComplete: 'given-name' })}
          {control('lastName', 'create-last', 'Last name', { autoComplete: 'family-name' })}
        </Names>
        {control('dateOfBirth', 'create-dob', 'Date of birth (MM/DD/YYYY)', {
          autoComplete: 'bday',
          inputMode: 'numeric',
          placeholder: 'MM/DD/YYYY',
        })}
        {control('email', 'create-email', 'Email', { type: 'email', autoComplete: 'email' })}
        {control('password', 'create-password', 'Password', {
          type: 'password',
          autoComplete: 'new-password',
          'aria-describedby': 'create-password-hint',
        })}
        <Hint id="create-password-hint">At least 8 characters, with a letter and a digit.</Hint>
        <Actions>
          <Button type="submit" data-testid="create-submit" $block disabled={busy}>
            Create account
          </Button>
        </Actions>
      </form>
    </LoadingOverlay>
  );
}
