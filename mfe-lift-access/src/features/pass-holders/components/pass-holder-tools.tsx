import { AddedToCartNotice } from '../../../components/added-to-cart-notice';
import { useState } from 'react';
import styled from 'styled-components';
import { Alert, ApiError, Button, Card, Field, Heading, Input, Select, formatMoney, theme, visitorMessage } from '@resort/shared';
import { isValidDate, isoFromInput } from '@resort/shared/dates';
import { DatePicker } from '@resort/shared/ui';
import type { BenefitView, MyPassView } from '../../../../contract';
import { PASS_TERMS } from '../../../../contract-rules';
import { FormRow } from '../../../components/form-row';
import { useResortsQuery } from '../../lift-tickets/api/get-resorts';
import { searchLiftTickets } from '../../lift-tickets/api/search-lift-tickets';
import { useAcceptPassTermsMutation } from '../api/accept-pass-terms';
import { useAddBenefitTicketToCartMutation } from '../api/add-benefit-ticket-to-cart';
import { useLinkPassMutation } from '../api/link-pass';

const Section = styled.section`
  border-top: 1px solid ${theme.colors.mist};
  padding-top: ${theme.space.md};
  margin-top: ${theme.space.md};
`;

/** The pass terms: when they were accepted, or the terms to read and accept. */
export function PassTerms({ pass }: { pass: MyPassView }) {
  const accept = useAcceptPassTermsMutation();
  if (pass.termsAcceptedAt) {
    return <p>Pass terms accepted on {new Date(pass.termsAcceptedAt).toLocaleDateString('en-US', { dateStyle: 'long' })}.</p>;
  }
  return (
    <Section aria-label={`Pass terms for ${pass.passNumber}`}>
      <details>
        <summary>Read the pass terms</summary>
        <p>{PASS_TERMS}</p>
      </details>
      <p>
        <Button type="button" disabled={accept.isPending} onClick={() => accept.mutate(pass.passNumber)}>
          Accept pass terms
        </Button>
      </p>
      {accept.isError ? (
        <Alert $tone="error" role="alert">
          {visitorMessage(accept.error)}
        </Alert>
      ) : null}
    </Section>
  );
}

/** One benefit of a pass: what is left, and a one-day ticket for a friend at the benefit price. */
function BenefitTicket({ pass, benefit }: { pass: MyPassView; benefit: BenefitView }) {
  const resorts = useResortsQuery();
  const add = useAddBenefitTicketToCartMutation();
  const open = (resorts.data ?? []).filter((r) => pass.resorts.includes(r.id));
  const [resortId, setResortId] = useState('');
  const [date, setDate] = useState('');
  const [age, setAge] = useState('adult');
  const [error, setError] = useState<string | null>(null);
  const resort = open.find((r) => r.id === resortId) ?? open[0];
  const id = `${pass.passNumber}-${benefit.code}`;
  const price = benefit.price === 0 ? 'free' : formatMoney(benefit.price, benefit.currency);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!resort || !isValidDate(date)) {
      setError('Please enter a valid first day (MM/DD/YYYY).');
      return;
    }
    setError(null);
    try {
      // The one-day ticket of that resort and day, if any place is left.
      const found = await searchLiftTickets({ resort: resort.id, startDate: date, numberOfDays: '1', ageCategory: age });
      const day = found.days.find((d) => d.date === isoFromInput(date));
      if (!day || !found.products[0]) return setError('Tickets are not sold for this day. Please choose another.');
      if (day.soldOut) return setError('Sold Out');
      add.mutate({ passNumber: pass.passNumber, code: benefit.code, productId: found.products[0].id, date: day.date, ageCategory: age });
    } catch (err) {
      setError(visitorMessage(err instanceof ApiError ? err : new ApiError(500, '')));
    }
  }

  return (
    <Section aria-labelledby={`${id}-title`}>
      <Heading as="h3" $size="card" id={`${id}-title`}>
        {benefit.title}: {price}
      </Heading>
      <p>
        {benefit.description} {benefit.remaining} of {benefit.perPass} left this season. The pass holder picks the ticket up in person.
      </p>
      {benefit.remaining > 0 && resort ? (
        <form onSubmit={submit} aria-label={`Buy a ${benefit.title}`}>
          <FormRow>
            <Field id={`${id}-resort`} label="Resort">
              <Select id={`${id}-resort`} value={resort.id} onChange={(e) => setResortId(e.target.value)}>
                {open.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name}
                  </option>
                ))}
              </Select>
            </Field>
            <DatePicker id={`${id}-date`} label="Ski day" value={date} onChange={setDate} today={resort.today} min={resort.today} />
            <Field id={`${id}-age`} label="Friend's age group">
              <Select id={`${id}-age`} value={age} onChange={(e) => setAge(e.target.value)}>
                {resort.ageCategories.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.label}
                  </option>
                ))}
              </Select>
            </Field>
            <Button type="submit" disabled={add.isPending}>
              Add {benefit.title.toLowerCase()} to cart
            </Button>
          </FormRow>
        </form>
      ) : null}
      {error ? (
        <Alert $tone="error" role="alert">
          {error}
        </Alert>
      ) : null}
      {add.isError ? (
        <Alert $tone="error" role="alert">
          {visitorMessage(add.error)}
        </Alert>
      ) : null}
      {add.isSuccess ? <AddedToCartNotice /> : null}
    </Section>
  );
}

export function BenefitTickets({ pass }: { pass: MyPassView }) {
  if (pass.benefits.length === 0) return null;
  return (
    <>
      {pass.benefits.map((b) => (
        <BenefitTicket key={b.code} pass={pass} benefit={b} />
      ))}
    </>
  );
}

const LinkCard = styled(Card)`
  margin-top: ${theme.space.lg};
`;

/** Links a pass bought elsewhere (by a guest purchase, say) with its number and activation code. */
export function LinkPassForm() {
  const link = useLinkPassMutation();
  const [passNumber, setPassNumber] = useState('');
  const [activationCode, setActivationCode] = useState('');
  return (
    <LinkCard as="section" aria-labelledby="link-pass-title">
      <Heading as="h2" $size="card" id="link-pass-title">
        Add a pass to your account
      </Heading>
      <p>Enter the pass number and activation code printed together on the pass or in its receipt.</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          link.mutate({ passNumber, activationCode });
        }}
      >
        <FormRow>
          <Field id="link-pass-number" label="Pass number">
            <Input
              id="link-pass-number"
              value={passNumber}
              onChange={(e) => setPassNumber(e.target.value)}
              autoComplete="off"
              placeholder="P0123456789"
            />
          </Field>
          <Field id="link-pass-code" label="Activation code">
            <Input id="link-pass-code" value={activationCode} onChange={(e) => setActivationCode(e.target.value)} autoComplete="off" />
          </Field>
          <span />
          <Button type="submit" disabled={link.isPending}>
            Add pass
          </Button>
        </FormRow>
      </form>
      {link.isError ? (
        <Alert $tone="error" role="alert">
          {visitorMessage(link.error)}
        </Alert>
      ) : null}
      {link.isSuccess ? (
        <Alert $tone="success" role="status">
          {link.data.name} ({link.data.passNumber}) is now in your account.
        </Alert>
      ) : null}
    </LinkCard>
  );
}
