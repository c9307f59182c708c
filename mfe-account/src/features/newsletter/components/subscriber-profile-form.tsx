import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, Card, ErrorState, Field, Heading, Input, Select, theme, visitorMessage } from '@resort/shared';
import { DEMO_RESORTS } from '@resort/shared/demo-resorts';
import type { SubscriberView } from '../../../../contract';
import { SUBSCRIBER_INTERESTS } from '../../../../contracts/rules';
import { useUpdateSubscriberMutation } from '../api/update-subscriber';

const INTEREST_LABELS: Record<(typeof SUBSCRIBER_INTERESTS)[number], string> = {
  skiing: 'Skiing',
  snowboarding: 'Snowboarding',
  lessons: 'Lessons',
  lodging: 'Lodging deals',
  events: 'Mountain events',
  summer: 'Summer on the mountain',
};

const Checks = styled.fieldset`
  border: 0;
  margin: 0 0 ${theme.space.md};
  padding: 0;
  legend { font-weight: 600; margin-bottom: ${theme.space.xs}; }
  label { display: flex; align-items: center; gap: ${theme.space.sm}; min-height: 44px; }
  input { width: 1.25rem; height: 1.25rem; }
`;

const Row = styled.div`
  display: grid;
  gap: 0 ${theme.space.md};
  @media (min-width: 768px) { grid-template-columns: 1fr 1fr; }
`;

/** The subscriber's name, home resort and interests ("subscriber profile update"), by the link's token or as the signed-in holder. */
export function SubscriberProfileForm({ subscriber, token }: { subscriber: SubscriberView; token?: string }) {
  const [values, setValues] = useState({
    firstName: subscriber.firstName,
    lastName: subscriber.lastName,
    homeResort: subscriber.homeResort ?? '',
  });
  const [interests, setInterests] = useState<string[]>(subscriber.interests);
  const update = useUpdateSubscriberMutation();
  const set = (name: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    update.reset();
    setValues((v) => ({ ...v, [name]: event.target.value }));
  };
  const toggle = (interest: string) => {
    update.reset();
    setInterests((list) => (list.includes(interest) ? list.filter((i) => i !== interest) : [...list, interest]));
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    update.mutate({
      token,
      firstName: values.firstName,
      lastName: values.lastName,
      homeResort: values.homeResort || null,
      interests: interests as SubscriberView['interests'],
    });
  };
  return (
    <Card as="section" aria-labelledby="subscriber-profile-title">
      <Heading as="h2" $size="card" id="subscriber-profile-title">
        Your email profile
      </Heading>
      <p>
        Emails go to <strong>{subscriber.email}</strong>.
      </p>
      <form onSubmit={submit} noValidate>
        <Row>
          <Field id="subscriber-first-name" label="First name">
            <Input id="subscriber-first-name" autoComplete="given-name" value={values.firstName} onChange={set('firstName')} />
          </Field>
          <Field id="subscriber-last-name" label="Last name">
            <Input id="subscriber-last-name" autoComplete="family-name" value={values.lastName} onChange={set('lastName')} />
          </Field>
        </Row>
        <Field id="subscriber-home-resort" label="Home resort">
          <Select id="subscriber-home-resort" value={values.homeResort} onChange={set('homeResort')}>
            <option value="">No home resort</option>
            {DEMO_RESORTS.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </Select>
        </Field>
        <Checks>
          <legend>What would you like to hear about?</legend>
          {SUBSCRIBER_INTERESTS.map((i) => (
            <label key={i}>
              <input type="checkbox" checked={interests.includes(i)} onChange={() => toggle(i)} /> {INTEREST_LABELS[i]}
            </label>
          ))}
        </Checks>
        <Button type="submit" disabled={update.isPending}>
          Save my email profile
        </Button>
        {update.isError ? <ErrorState message={visitorMessage(update.error)} /> : null}
        {update.isSuccess ? (
          <Alert $tone="success" role="status">
            Your email profile is saved.
          </Alert>
        ) : null}
      </form>
    </Card>
  );
}
