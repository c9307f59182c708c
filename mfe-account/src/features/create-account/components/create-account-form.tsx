import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, ErrorState, Field, Input, theme, visitorMessage } from '@resort/shared';
import { LoadingOverlay } from '@resort/shared/ui';
import type { CreateAccountInput } from '../../../../contract';
import { CHECK_YOUR_EMAIL, PASSWORD_COMMON_RULE, PASSWORD_MIN_LENGTH, validateCreateAccount } from '../../../../contracts/rules';
import { announceSession } from '../../session/model/announce-session';
import { useCreateAccountMutation } from '../api/create-account';

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

/** The create-account form: each field is checked when it is left and all of them on submit. */
export function CreateAccountForm({ onCreated }: { onCreated: () => void }) {
  const [values, setValues] = useState<CreateAccountInput>(EMPTY);
  const [passNumber, setPassNumber] = useState('');
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const create = useCreateAccountMutation({
    onSuccess: (answer) => {
      // An address that already has an account is not signed in: the form says "check your email".
      if (!answer.signedIn) return;
      announceSession({ signedIn: true, user: answer.user });
      onCreated();
    },
  });

  const failure = create.isError ? visitorMessage(create.error) : null;
  // The one rule only the server can check (the common-password list) is shown on its field.
  const passwordRefused = failure === PASSWORD_COMMON_RULE;
  const notice = create.data && !create.data.signedIn ? CHECK_YOUR_EMAIL : null;

  const ruleErrors = validateCreateAccount(values);
  const errorOf = (field: FieldName) =>
    field === 'password' && passwordRefused ? PASSWORD_COMMON_RULE : touched[field] ? ruleErrors[field] : undefined;

  const change = (field: FieldName) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (field === 'password' && passwordRefused) create.reset();
  };
  const blur = (field: FieldName) => () => setTouched((t) => ({ ...t, [field]: true }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched({ firstName: true, lastName: true, dateOfBirth: true, email: true, password: true });
    if (Object.keys(ruleErrors).length) return;
    create.mutate({
      ...values,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      dateOfBirth: values.dateOfBirth.trim(),
      ...(passNumber.trim() ? { passNumber: passNumber.trim() } : {}),
    });
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
    <LoadingOverlay active={create.isPending} label="Creating your account">
      {failure && !passwordRefused ? <ErrorState message={failure} /> : null}
      {notice ? (
        <Alert $tone="success" role="status" data-testid="create-notice">
          {notice}
        </Alert>
      ) : null}
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
        <Hint id="create-password-hint">At least {PASSWORD_MIN_LENGTH} characters. Avoid common passwords.</Hint>
        <Field id="create-passNumber" label="Pass or card number (optional)">
          <Input
            id="create-passNumber"
            data-testid="create-pass-number"
            value={passNumber}
            onChange={(e) => {
              setPassNumber(e.target.value);
              if (create.isError) create.reset();
            }}
            autoComplete="off"
            aria-describedby="create-pass-number-hint"
          />
        </Field>
        <Hint id="create-pass-number-hint">Have a season pass already? Its number links the pass to your new account.</Hint>
        <Actions>
          <Button type="submit" data-testid="create-submit" $block disabled={create.isPending}>
            Create account
          </Button>
        </Actions>
      </form>
    </LoadingOverlay>
  );
}
