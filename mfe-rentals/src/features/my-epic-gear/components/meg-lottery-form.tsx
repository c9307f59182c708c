import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, Card, Field, Heading, Input, Select, theme, visitorMessage } from '@resort/shared';
import { ResortOptions } from '@resort/shared/ui';
import type { MegLotteryBody } from '../../../../contract';
import { useEnterLotteryMutation } from '../api/enter-lottery';

// The contract (and zod) load when the form is first reached or sent, not with the page. Its check
// only saves a round trip: when its code cannot be fetched the entry goes to the server, which
// applies the same contract and answers in the same words.
const loadContract = () => import('../../../../contract').catch(() => null);

const Section = styled(Card)`
  margin-top: ${theme.space.xl};
`;

const Row = styled.div`
  display: grid;
  gap: 0 ${theme.space.md};
  ${theme.media.tablet} { grid-template-columns: 1fr 1fr; }
`;

const FIELDS = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', type: 'text' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', type: 'text' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  { name: 'dateOfBirth', label: 'Date of birth (MM/DD/YYYY)', autoComplete: 'bday', type: 'text' },
] as const;

type Values = Omit<MegLotteryBody, 'resort'>;

/** The contract's own check of one field: its message, or null. */
const problem = (schema: typeof MegLotteryBody, name: keyof Values, value: string) => {
  const checked = schema.shape[name].safeParse(value);
  return checked.success ? null : checked.error.issues[0].message;
};

/** "My Epic Gear lottery form": an entry in the draw for a resort's memberships, for adults. */
export function MegLotteryForm({ resortId }: { resortId: string }) {
  const enter = useEnterLotteryMutation();
  const [values, setValues] = useState<Values>({ firstName: '', lastName: '', email: '', dateOfBirth: '' });
  const [resort, setResort] = useState(resortId);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const schema = (await loadContract())?.MegLotteryBody;
    const found: Partial<Record<keyof Values, string>> = {};
    if (schema)
      for (const f of FIELDS) {
        const message = problem(schema, f.name, values[f.name].trim());
        if (message) found[f.name] = message;
      }
    setErrors(found);
    if (Object.keys(found).length === 0)
      enter.mutate({ ...values, email: values.email.trim(), dateOfBirth: values.dateOfBirth.trim(), resort });
  };
  return (
    <Section as="section" aria-labelledby="meg-lottery-title">
      <Heading as="h2" $size="card" id="meg-lottery-title">
        Enter the membership lottery
      </Heading>
      <p>Memberships are limited at each resort. Enter the draw and we will email you if you are chosen.</p>
      {enter.data ? (
        <Alert $tone="success" role="status">
          You are entered in the {enter.data.season} lottery at {enter.data.resortName} (reference {enter.data.reference}). We emailed you a
          confirmation.
        </Alert>
      ) : (
        <form onSubmit={submit} onFocus={() => void loadContract()} noValidate>
          <Row>
            {FIELDS.map((f) => (
              <Field key={f.name} id={`meg-lottery-${f.name}`} label={f.label} error={errors[f.name]}>
                <Input
                  id={`meg-lottery-${f.name}`}
                  type={f.type}
                  autoComplete={f.autoComplete}
                  value={values[f.name]}
                  onChange={(e) => {
                    setValues((v) => ({ ...v, [f.name]: e.target.value }));
                    setErrors((found) => ({ ...found, [f.name]: undefined }));
                  }}
                />
              </Field>
            ))}
          </Row>
          <Field id="meg-lottery-resort" label="Resort">
            <Select id="meg-lottery-resort" value={resort} onChange={(e) => setResort(e.target.value)}>
              <ResortOptions />
            </Select>
          </Field>
          <Button type="submit" disabled={enter.isPending}>
            Enter the lottery
          </Button>
          {enter.isError ? <Alert role="alert">{visitorMessage(enter.error)}</Alert> : null}
        </form>
      )}
    </Section>
  );
}
