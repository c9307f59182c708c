import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, Card, ErrorState, Field, Heading, Input, Select, theme, visitorMessage, type ApiError } from '@resort/shared';

export interface FormField {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'password' | 'select' | 'textarea';
  autoComplete?: string;
  options?: readonly { value: string; label: string }[];
  /** An inline check with the rule's message, or null when the value is fine. */
  check?: (value: string) => string | null;
  initial?: string;
  /** Text such as 'MM/DD/YYYY' that tells the visitor what to type. */
  placeholder?: string;
  /** Spans the whole row (a long text). */
  wide?: boolean;
}

const Form = styled.form`
  display: grid;
  gap: 0 ${theme.space.md};
  @media (min-width: 768px) {
    grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  }
`;

const Actions = styled.div`
  grid-column: 1 / -1;
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const TextArea = styled(Input).attrs({ as: 'textarea' })`
  min-height: 7rem;
  resize: vertical;
`;

export const FormCardSection = styled(Card)`
  min-width: 0;
`;

interface FieldsFormProps {
  id: string;
  title: string;
  fields: FormField[];
  submitLabel: string;
  pending: boolean;
  error: ApiError | null;
  /** Shown after a successful save (pass it once the mutation succeeded), until the next edit. */
  done: string | null;
  onSubmit: (values: Record<string, string>) => void;
  description?: string;
  /** Rules across fields (one field required by another's value): field → message. */
  checkForm?: (values: Record<string, string>) => Record<string, string | null>;
}

/**
 * A titled card with a few labelled fields, inline rule checks (the contract's), the server's
 * error worded for the visitor, and a status line after saving.
 */
export function FieldsForm({ id, title, fields, submitLabel, pending, error, done, onSubmit, description, checkForm }: FieldsFormProps) {
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(fields.map((f) => [f.name, f.initial ?? ''])));
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [showDone, setShowDone] = useState(false);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: Record<string, string | null> = {
      ...Object.fromEntries(fields.map((f) => [f.name, f.check ? f.check(values[f.name] ?? '') : null])),
    };
    for (const [name, message] of Object.entries(checkForm?.(values) ?? {})) found[name] = found[name] ?? message;
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setShowDone(true);
    onSubmit(values);
  };

  return (
    <FormCardSection as="section" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} $size="card">
        {title}
      </Heading>
      {description ? <p>{description}</p> : null}
      {error ? <ErrorState message={visitorMessage(error)} /> : null}
      <Form noValidate onSubmit={submit} aria-label={title}>
        {fields.map((f) => {
          const fieldId = `${id}-${f.name}`;
          const message = errors[f.name] ?? null;
          const a11y = { 'aria-invalid': message ? true : undefined, 'aria-describedby': message ? `${fieldId}-error` : undefined };
          const change = (value: string) => {
            setValues((v) => ({ ...v, [f.name]: value }));
            setShowDone(false);
            if (errors[f.name]) setErrors((e) => ({ ...e, [f.name]: null }));
          };
          const field = (
            <Field key={f.name} id={fieldId} label={f.label} error={message}>
              {f.type === 'select' ? (
                <Select id={fieldId} value={values[f.name]} onChange={(e) => change(e.target.value)} {...a11y}>
                  {f.options?.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </Select>
              ) : f.type === 'textarea' ? (
                <TextArea id={fieldId} value={values[f.name]} onChange={(e) => change(e.target.value)} {...a11y} />
              ) : (
                <Input
                  id={fieldId}
                  type={f.type ?? 'text'}
                  autoComplete={f.autoComplete}
                  placeholder={f.placeholder}
                  value={values[f.name]}
                  onChange={(e) => change(e.target.value)}
                  {...a11y}
                />
              )}
            </Field>
          );
          return f.wide ? <Wide key={f.name}>{field}</Wide> : field;
        })}
        <Actions>
          <Button type="submit" disabled={pending}>
            {submitLabel}
          </Button>
        </Actions>
      </Form>
      {showDone && done && !pending && !error ? (
        <Alert $tone="success" role="status">
          {done}
        </Alert>
      ) : null}
    </FormCardSection>
  );
}
