import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, Card, ErrorState, Field, Heading, Input, PageContainer, Select, theme, visitorMessage } from '@resort/shared';
import { LoadingOverlay, militaryRequestOf, needsDischargeYear, type MilitaryDraft } from '@resort/shared/ui';
import { MILITARY_BRANCHES, MILITARY_COUNTRIES, MILITARY_STATUSES, REQUIRED_FIELD } from '@resort/shared/rules';
import type { MilitaryStatusView } from '../../../../contract';
import { AccountNav } from '../../../components/account-nav';
import { TwoColumns } from '../../../components/two-columns';
import { useGuestRedirect } from '../../profile/model/use-signed-in';
import { useMilitaryStatusQuery } from '../api/get-military-status';
import { useCreateMilitaryStatusMutation } from '../api/create-military-status';
import { useVerifyMilitaryStatusMutation } from '../api/verify-military-status';

export const MILITARY_PATH = '/account/military';
export const YEAR_RULE = 'Please enter the year as four digits.';

const Section = styled(Card)`
  min-width: 0;
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: 44px;
  margin: 0 0 ${theme.space.md};
  input { width: 1.25rem; height: 1.25rem; flex: none; }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space.xs} ${theme.space.md};
  dt { font-weight: 600; }
  dd { margin: 0; }
`;

const labelOf = (list: readonly { value: string; label: string }[], value: string) => list.find((o) => o.value === value)?.label ?? value;

type Problems = Partial<Record<'dischargeYear' | 'sponsorAttested' | 'sponsorDateOfBirth', string>>;

/** The form's own check of the answers the shared rule needs; the server judges the rest. */
function problemsOf(v: MilitaryDraft): Problems {
  const found: Problems = {};
  if (needsDischargeYear(v.status)) {
    if (!v.dischargeYear.trim()) found.dischargeYear = REQUIRED_FIELD;
    else if (!/^\d{4}$/.test(v.dischargeYear.trim())) found.dischargeYear = YEAR_RULE;
  }
  if (v.status === 'dependent') {
    if (!v.sponsorAttested) found.sponsorAttested = REQUIRED_FIELD;
    if (!v.sponsorDateOfBirth.trim()) found.sponsorDateOfBirth = REQUIRED_FIELD;
  }
  return found;
}

function StatusForm({ current }: { current: MilitaryStatusView | null }) {
  const create = useCreateMilitaryStatusMutation();
  const [values, setValues] = useState<MilitaryDraft>({
    country: current?.country ?? 'US',
    branch: current?.branch ?? 'army',
    status: current?.status ?? 'active-duty',
    dischargeYear: current?.dischargeYear ? String(current.dischargeYear) : '',
    sponsorAttested: current?.sponsorAttested ?? false,
    sponsorDateOfBirth: current?.sponsorDateOfBirth ?? '',
  });
  const [problems, setProblems] = useState<Problems>({});
  const set = (change: Partial<MilitaryDraft>) => {
    setValues((v) => ({ ...v, ...change }));
    setProblems({});
  };
  const a11y = (field: keyof Problems) => ({
    'aria-invalid': problems[field] ? true : undefined,
    'aria-describedby': problems[field] ? `military-${field}-error` : undefined,
  });
  const select = (id: 'country' | 'branch' | 'status', label: string, list: readonly { value: string; label: string }[]) => (
    <Field id={`military-${id}`} label={label}>
      <Select id={`military-${id}`} value={values[id]} onChange={(e) => set({ [id]: e.target.value })}>
        {list.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  );
  return (
    <Section as="section" aria-labelledby="military-form-title">
      <Heading id="military-form-title" $size="card">
        {current ? 'Update your military status' : 'Add your military status'}
      </Heading>
      <form
        aria-label="Military status"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const found = problemsOf(values);
          setProblems(found);
          if (!Object.keys(found).length) create.mutate(militaryRequestOf(values));
        }}
      >
        {select('country', 'Country', MILITARY_COUNTRIES)}
        {select('branch', 'Branch', MILITARY_BRANCHES)}
        {select('status', 'Status', MILITARY_STATUSES)}
        {needsDischargeYear(values.status) ? (
          <Field id="military-dischargeYear" label="Honorable discharge year" error={problems.dischargeYear ?? null}>
            <Input
              id="military-dischargeYear"
              inputMode="numeric"
              placeholder="YYYY"
              value={values.dischargeYear}
              onChange={(e) => set({ dischargeYear: e.target.value })}
              {...a11y('dischargeYear')}
            />
          </Field>
        ) : null}
        {values.status === 'dependent' ? (
          <>
            <Check>
              <input
                type="checkbox"
                checked={values.sponsorAttested}
                onChange={(e) => set({ sponsorAttested: e.target.checked })}
                {...a11y('sponsorAttested')}
              />
              I attest that my sponsor serves or served in the forces named above
            </Check>
            {problems.sponsorAttested ? (
              <Alert $tone="error" id="military-sponsorAttested-error" role="alert">
                {problems.sponsorAttested}
              </Alert>
            ) : null}
            <Field id="military-sponsorDateOfBirth" label="Sponsor's date of birth" error={problems.sponsorDateOfBirth ?? null}>
              <Input
                id="military-sponsorDateOfBirth"
                placeholder="MM/DD/YYYY"
                value={values.sponsorDateOfBirth}
                onChange={(e) => set({ sponsorDateOfBirth: e.target.value })}
                {...a11y('sponsorDateOfBirth')}
              />
            </Field>
          </>
        ) : null}
        {create.isError ? <ErrorState message={visitorMessage(create.error)} /> : null}
        <Button type="submit" disabled={create.isPending}>
          Save military status
        </Button>
      </form>
    </Section>
  );
}

function CurrentStatus({ military }: { military: MilitaryStatusView }) {
  const verify = useVerifyMilitaryStatusMutation();
  return (
    <Section as="section" aria-labelledby="military-current-title">
      <Heading id="military-current-title" $size="card">
        Your military status
      </Heading>
      <Facts>
        <dt>Country</dt>
        <dd>{labelOf(MILITARY_COUNTRIES, military.country)}</dd>
        <dt>Branch</dt>
        <dd>{labelOf(MILITARY_BRANCHES, military.branch)}</dd>
        <dt>Status</dt>
        <dd>{labelOf(MILITARY_STATUSES, military.status)}</dd>
        {military.dischargeYear ? (
          <>
            <dt>Discharge year</dt>
            <dd>{military.dischargeYear}</dd>
          </>
        ) : null}
      </Facts>
      <Alert $tone={military.outcome === 'verified' ? 'success' : 'info'} role="status">
        {military.message}
      </Alert>
      {verify.isError ? <ErrorState message={visitorMessage(verify.error)} /> : null}
      {military.outcome === 'unverified' ? (
        <Button type="button" disabled={verify.isPending} onClick={() => verify.mutate(military.id)}>
          Verify my status
        </Button>
      ) : null}
    </Section>
  );
}

/** Spec "military status create and verify": the holder's status, judged by the rule the cart uses. */
export function MilitaryPage() {
  const status = useMilitaryStatusQuery();
  const guest = useGuestRedirect(status.error, MILITARY_PATH);
  const military = status.data?.military ?? null;
  return (
    <PageContainer as="section" aria-labelledby="military-title">
      <Heading as="h1" $size="page" id="military-title">
        Military status
      </Heading>
      <AccountNav current={MILITARY_PATH} />
      <LoadingOverlay active={status.isPending || guest} label="Loading your military status">
        {status.isError && !guest ? <ErrorState message={visitorMessage(status.error)} /> : null}
        {status.data ? (
          <TwoColumns>
            {military ? <CurrentStatus military={military} /> : null}
            <StatusForm key={military?.id ?? 'new'} current={military} />
          </TwoColumns>
        ) : null}
      </LoadingOverlay>
    </PageContainer>
  );
}
