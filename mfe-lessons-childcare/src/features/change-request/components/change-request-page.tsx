import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, Field, Heading, Input, PageContainer, Select, theme, visitorMessage } from '@resort/shared';
import { CHANGE_REQUEST_KINDS } from '../../../../contract-rules';
import { useSubmitChangeRequest } from '../api/submit-change-request';

const Form = styled.form`
  max-width: 640px;
  background: ${theme.colors.snow};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.lg};
  padding: ${theme.space.lg};
  textarea { font: inherit; width: 100%; min-height: 140px; padding: ${theme.space.sm}; border: 1px solid ${theme.colors.slate}; border-radius: ${theme.radii.sm}; }
`;

type Kind = (typeof CHANGE_REQUEST_KINDS)[number]['id'];

/** /lessons/change-request: ask the Ski & Ride School to move, change or cancel a booked lesson. */
export function ChangeRequestPage() {
  const send = useSubmitChangeRequest();
  const [form, setForm] = useState({ name: '', email: '', phone: '', orderNumber: '', lessonDate: '', kind: 'date' as Kind, message: '' });
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });

  return (
    <PageContainer as="section" aria-labelledby="change-heading">
      <Heading as="h1" $size="page" id="change-heading">
        Change a lesson
      </Heading>
      <p>Tell the Ski &amp; Ride School what you would like to change. Our desk answers every request by email.</p>
      {send.isSuccess ? (
        <Alert $tone="success" role="status" data-testid="change-request-received">
          Thank you: the Ski &amp; Ride School has your request and will answer {send.data.answerBy}. Your reference is{' '}
          <strong>{send.data.reference}</strong>.
        </Alert>
      ) : (
        <Form
          aria-labelledby="change-heading"
          onSubmit={(e) => {
            e.preventDefault();
            send.mutate({ ...form, phone: form.phone.trim() ? form.phone : undefined });
          }}
        >
          <Field id="change-name" label="Your name">
            <Input id="change-name" required maxLength={100} autoComplete="name" value={form.name} onChange={set('name')} />
          </Field>
          <Field id="change-email" label="Email">
            <Input
              id="change-email"
              type="email"
              required
              maxLength={254}
              autoComplete="email"
              value={form.email}
              onChange={set('email')}
            />
          </Field>
          <Field id="change-phone" label="Phone (optional)">
            <Input id="change-phone" type="tel" maxLength={30} autoComplete="tel" value={form.phone} onChange={set('phone')} />
          </Field>
          <Field id="change-order" label="Order number (optional)">
            <Input id="change-order" maxLength={40} value={form.orderNumber} onChange={set('orderNumber')} />
          </Field>
          <Field id="change-date" label="Date of the lesson (MM/DD/YYYY)">
            <Input
              id="change-date"
              required
              inputMode="numeric"
              placeholder="MM/DD/YYYY"
              maxLength={10}
              value={form.lessonDate}
              onChange={set('lessonDate')}
            />
          </Field>
          <Field id="change-kind" label="What would you like to change?">
            <Select id="change-kind" value={form.kind} onChange={set('kind')}>
              {CHANGE_REQUEST_KINDS.map((k) => (
                <option key={k.id} value={k.id}>
                  {k.label}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="change-message" label="Details of your request">
            <textarea id="change-message" required maxLength={2000} value={form.message} onChange={set('message')} />
          </Field>
          {send.isError ? <Alert role="alert">{visitorMessage(send.error)}</Alert> : null}
          <Button type="submit" disabled={send.isPending} aria-busy={send.isPending}>
            {send.isPending ? 'Sending…' : 'Send request'}
          </Button>
        </Form>
      )}
    </PageContainer>
  );
}
