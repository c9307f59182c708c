import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, Field, Heading, Input, Select, theme, visitorMessage } from '@resort/shared';
// Types only: the contact page loads no zod; the labels' keys are checked against the contract's reasons.
import type { GuestRefundBody } from '../../../contract';
import { useSendGuestRefund } from '../api/send-guest-refund';

const Form = styled.form`
  max-width: 48rem;
  margin-top: ${theme.space.xl};
  background: ${theme.colors.snow};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.lg};
  padding: ${theme.space.lg};
  textarea { font: inherit; width: 100%; min-height: 120px; padding: ${theme.space.sm}; border: 1px solid ${theme.colors.slate}; border-radius: ${theme.radii.sm}; }
`;

const Row = styled.div`
  display: grid;
  gap: 0 ${theme.space.md};
  ${theme.media.tablet} { grid-template-columns: 1fr 1fr; }
`;

const REASON_LABELS: Record<GuestRefundBody['reason'], string> = {
  weather: 'Weather or closures',
  illness: 'Illness or injury',
  travel: 'Travel was cancelled',
  duplicate: 'I was charged twice',
  other: 'Something else',
};

/** "Guest refund form": a guest who bought without an account asks for a refund of an order. */
export function GuestRefundForm() {
  const send = useSendGuestRefund();
  const [form, setForm] = useState<GuestRefundBody>({
    firstName: '',
    lastName: '',
    email: '',
    orderNumber: '',
    reason: 'other',
    message: '',
  });
  const set = (key: keyof GuestRefundBody) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });
  if (send.isSuccess)
    return (
      <Alert $tone="success" role="status">
        Thank you: your refund request is with guest services, and we emailed you a copy. Your reference is {send.data.reference}.
      </Alert>
    );
  return (
    <Form
      aria-labelledby="guest-refund-title"
      onSubmit={(e) => {
        e.preventDefault();
        send.mutate(form);
      }}
    >
      <Heading id="guest-refund-title">Ask for a refund (bought as a guest)</Heading>
      <Row>
        <Field id="refund-first-name" label="First name">
          <Input
            id="refund-first-name"
            required
            maxLength={100}
            autoComplete="given-name"
            value={form.firstName}
            onChange={set('firstName')}
          />
        </Field>
        <Field id="refund-last-name" label="Last name">
          <Input
            id="refund-last-name"
            required
            maxLength={100}
            autoComplete="family-name"
            value={form.lastName}
            onChange={set('lastName')}
          />
        </Field>
        <Field id="refund-email" label="Email used for the order">
          <Input id="refund-email" type="email" required autoComplete="email" value={form.email} onChange={set('email')} />
        </Field>
        <Field id="refund-order" label="Order number">
          <Input id="refund-order" required maxLength={40} autoComplete="off" value={form.orderNumber} onChange={set('orderNumber')} />
        </Field>
      </Row>
      <Field id="refund-reason" label="Reason">
        <Select id="refund-reason" value={form.reason} onChange={set('reason')}>
          {Object.entries(REASON_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="refund-message" label="Anything we should know? (optional)">
        <textarea id="refund-message" maxLength={4000} value={form.message} onChange={set('message')} />
      </Field>
      {send.isError ? <Alert role="alert">{visitorMessage(send.error)}</Alert> : null}
      <Button type="submit" disabled={send.isPending}>
        Send refund request
      </Button>
    </Form>
  );
}
