import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, Field, Heading, Input, PageContainer, Select, theme, visitorMessage, type ApiFailure } from '@resort/shared';
import { ResortOptions } from '@resort/shared/ui';
import { DEMO_RESORTS } from '@resort/shared/demo-resorts';
import { useSendContactMessage } from '../api/send-contact-message';
import { useSendGroupLead } from '../api/send-group-lead';
import { GuestRefundForm } from './guest-refund-form';

const Columns = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  grid-template-columns: 1fr;
  ${theme.media.desktop} { grid-template-columns: 1fr 1fr; }
  form { background: ${theme.colors.snow}; border: 1px solid ${theme.colors.line}; border-radius: ${theme.radii.lg}; padding: ${theme.space.lg}; }
  textarea { font: inherit; width: 100%; min-height: 120px; padding: ${theme.space.sm}; border: 1px solid ${theme.colors.slate}; border-radius: ${theme.radii.sm}; }
`;

const TOPICS = [
  ['general', 'General question'],
  ['tickets', 'Lift tickets and passes'],
  ['lodging', 'Lodging'],
  ['lessons', 'Lessons and childcare'],
  ['rentals', 'Rentals'],
  ['accessibility', 'Accessibility'],
] as const;

function ContactForm() {
  const send = useSendContactMessage();
  const [form, setForm] = useState({ name: '', email: '', topic: 'general' as (typeof TOPICS)[number][0], message: '' });
  if (send.isSuccess) {
    return (
      <Alert $tone="success" role="status">
        Thank you: your message is on its way to guest services. Your reference is {send.data.reference}.
      </Alert>
    );
  }
  return (
    <form
      aria-labelledby="contact-title"
      onSubmit={(e) => {
        e.preventDefault();
        send.mutate(form);
      }}
    >
      <Heading id="contact-title">Send us a message</Heading>
      <Field id="contact-name" label="Your name">
        <Input
          id="contact-name"
          required
          maxLength={100}
          autoComplete="name"
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
        />
      </Field>
      <Field id="contact-email" label="Email">
        <Input
          id="contact-email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          value={form.email}
          onChange={(e) => setForm({ ...form, email: e.target.value })}
        />
      </Field>
      <Field id="contact-topic" label="Topic">
        <Select id="contact-topic" value={form.topic} onChange={(e) => setForm({ ...form, topic: e.target.value as typeof form.topic })}>
          {TOPICS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="contact-message" label="Message">
        <textarea
          id="contact-message"
          required
          maxLength={4000}
          value={form.message}
          onChange={(e) => setForm({ ...form, message: e.target.value })}
        />
      </Field>
      {send.isError ? <Alert role="alert">{visitorMessage(send.error as unknown as ApiFailure)}</Alert> : null}
      <Button type="submit" disabled={send.isPending}>
        Send message
      </Button>
    </form>
  );
}

function GroupLeadForm() {
  const send = useSendGroupLead();
  const [form, setForm] = useState({
    name: '',
    email: '',
    phone: '',
    organisation: '',
    resort: DEMO_RESORTS[0].id,
    groupSize: 20,
    arrivalDate: '',
    message: '',
  });
  if (send.isSuccess) {
    return (
      <Alert $tone="success" role="status">
        Thank you: our group sales team will call you. Your reference is {send.data.reference}.
      </Alert>
    );
  }
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: key === 'groupSize' ? Number(e.target.value) : e.target.value });
  return (
    <form
      aria-labelledby="group-title"
      onSubmit={(e) => {
        e.preventDefault();
        send.mutate(form);
      }}
    >
      <Heading id="group-title">Group sales (10 or more)</Heading>
      <Field id="group-name" label="Your name">
        <Input id="group-name" required maxLength={100} autoComplete="name" value={form.name} onChange={set('name')} />
      </Field>
      <Field id="group-email" label="Email">
        <Input id="group-email" type="email" required autoComplete="email" value={form.email} onChange={set('email')} />
      </Field>
      <Field id="group-phone" label="Phone">
        <Input id="group-phone" type="tel" required autoComplete="tel" value={form.phone} onChange={set('phone')} />
      </Field>
      <Field id="group-organisation" label="Group or organisation">
        <Input id="group-organisation" required maxLength={150} value={form.organisation} onChange={set('organisation')} />
      </Field>
      <Field id="group-resort" label="Resort">
        <Select id="group-resort" value={form.resort} onChange={set('resort')}>
          <ResortOptions />
        </Select>
      </Field>
      <Field id="group-size" label="Group size">
        <Input id="group-size" type="number" min={10} max={500} required value={form.groupSize} onChange={set('groupSize')} />
      </Field>
      <Field id="group-arrival" label="Arrival date (MM/DD/YYYY)">
        <Input id="group-arrival" required placeholder="MM/DD/YYYY" value={form.arrivalDate} onChange={set('arrivalDate')} />
      </Field>
      <Field id="group-message" label="What would you like to do? (optional)">
        <textarea id="group-message" maxLength={4000} value={form.message} onChange={set('message')} />
      </Field>
      {send.isError ? <Alert role="alert">{visitorMessage(send.error as unknown as ApiFailure)}</Alert> : null}
      <Button type="submit" disabled={send.isPending}>
        Send group request
      </Button>
    </form>
  );
}

/** Contact us: a message to guest services and a group sales request, both stored and emailed. */
export function ContactPage() {
  return (
    <PageContainer>
      <Heading as="h1" $size="page">
        Contact us
      </Heading>
      <Columns>
        <ContactForm />
        <GroupLeadForm />
      </Columns>
      <GuestRefundForm />
    </PageContainer>
  );
}
