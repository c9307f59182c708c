import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, ErrorState, ErrorText, Field, Heading, Input, Select, theme, visitorMessage, Modal } from '@resort/shared';
import { MILITARY_BRANCHES, MILITARY_COUNTRIES, MILITARY_STATUSES, REQUIRED_FIELD } from '@resort/shared/rules';
import { militaryRequestOf, needsDischargeYear, type MilitaryDraft } from '@resort/shared/ui';
import type { MilitaryView } from '../../../../contract';
import { MILITARY_REQUIRED } from '../../../../contract-rules';
import { useVerifyMilitaryMutation } from '../api/verify-military';

const Grid = styled.div`
  display: grid;
  gap: 0 ${theme.space.md};
  ${theme.media.tablet} { grid-template-columns: 1fr 1fr; }
`;

const Attest = styled.label`
  grid-column: 1 / -1;
  display: flex;
  gap: ${theme.space.sm};
  align-items: flex-start;
  min-height: 44px;
  margin-bottom: ${theme.space.md};
  input { width: 20px; height: 20px; flex: none; margin-top: 2px; }
`;

const Section = styled.section`
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.md};
  padding: ${theme.space.md};
  margin: 0 0 ${theme.space.md};
`;

const EMPTY: MilitaryDraft = { country: 'US', branch: '', status: '', dischargeYear: '', sponsorAttested: false, sponsorDateOfBirth: '' };

/** The fields this status needs that are still empty, each with 'Required Field'. */
function missingOf(d: MilitaryDraft): Record<string, string> {
  const missing: Record<string, string> = {};
  if (!d.branch) missing.branch = REQUIRED_FIELD;
  if (!d.status) missing.status = REQUIRED_FIELD;
  if (needsDischargeYear(d.status) && !/^\d{4}$/.test(d.dischargeYear.trim())) missing.dischargeYear = REQUIRED_FIELD;
  if (d.status === 'dependent') {
    if (!d.sponsorAttested) missing.sponsorAttested = REQUIRED_FIELD;
    if (!d.sponsorDateOfBirth.trim()) missing.sponsorDateOfBirth = REQUIRED_FIELD;
  }
  return missing;
}

interface Props {
  military: MilitaryView;
  /** Shown once the visitor asked to go on: that the status is still needed. */
  showUnmet: boolean;
  /** The cart changed on the server (the order is read again). */
  onChanged: () => void;
}

/**
 * The military verification of the configure step, for carts with a product sold only to military
 * members and their dependants: country, branch, status and honorable discharge year, or the
 * sponsor attestation, in the spec's military verification modal.
 */
export function MilitaryVerification({ military, showUnmet, onChanged }: Props) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<MilitaryDraft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const verify = useVerifyMilitaryMutation();
  const result = verify.data ?? military.verification;
  if (!military.required) return null;

  const set = (patch: Partial<MilitaryDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = missingOf(draft);
    setErrors(missing);
    if (Object.keys(missing).length) return;
    verify.mutate(militaryRequestOf(draft), {
      onSuccess: () => {
        setOpen(false);
        onChanged();
      },
    });
  };
  // A refusal (400) is the spec's own message; anything else is unexpected and gets 'Oops!'.
  const refusal = verify.isError && verify.error.status === 400 ? visitorMessage(verify.error) : null;
  const failure = verify.isError && verify.error.status !== 400 ? visitorMessage(verify.error) : null;

  return (
    <Section aria-labelledby="military-title" data-testid="military-verification">
      <Heading as="h3" $size="card" id="military-title">
        Military verification
      </Heading>
      <p>A product in your cart is for military members and their dependants. Please verify your military status.</p>
      {result ? (
        <Alert role="status" $tone={result.outcome === 'verified' ? 'success' : 'info'} data-testid="military-outcome">
          {result.message}
        </Alert>
      ) : null}
      {!result && showUnmet ? <ErrorText role="alert">{MILITARY_REQUIRED}</ErrorText> : null}
      {refusal && !open ? <ErrorText role="alert">{refusal}</ErrorText> : null}
      {result?.outcome !== 'verified' ? (
        <Button type="button" $variant="secondary" data-testid="open-military-verification" onClick={() => setOpen(true)}>
          Verify military status
        </Button>
      ) : null}
      <Modal open={open} onClose={() => setOpen(false)} title="Military verification">
        <form onSubmit={submit} noValidate aria-label="Military verification">
          <Grid>
            <Field id="military-country" label="Country" error={errors.country}>
              <Select
                id="military-country"
                data-testid="military-country"
                value={draft.country}
                onChange={(e) => set({ country: e.target.value })}
              >
                {MILITARY_COUNTRIES.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </Select>
            </Field>
            <Field id="military-branch" label="Branch of service" error={errors.branch}>
              <Select
                id="military-branch"
                data-testid="military-branch"
                value={draft.branch}
                aria-invalid={Boolean(errors.branch)}
                onChange={(e) => set({ branch: e.target.value })}
              >
                <option value="">Select a branch</option>
                {MILITARY_BRANCHES.map((b) => (
                  <option key={b.value} value={b.value}>
                    {b.label}
                  </option>
                ))}
              </Select>
            </Field>
            <Field id="military-status" label="Military status" error={errors.status}>
              <Select
                id="military-status"
                data-testid="military-status"
                value={draft.status}
                aria-invalid={Boolean(errors.status)}
                onChange={(e) => set({ status: e.target.value })}
              >
                <option value="">Select a status</option>
                {MILITARY_STATUSES.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </Select>
            </Field>
            {needsDischargeYear(draft.status) ? (
              <Field id="military-discharge-year" label="Honorable discharge year" error={errors.dischargeYear}>
                <Input
                  id="military-discharge-year"
                  data-testid="military-discharge-year"
                  inputMode="numeric"
                  maxLength={4}
                  placeholder="YYYY"
                  value={draft.dischargeYear}
                  aria-invalid={Boolean(errors.dischargeYear)}
                  onChange={(e) => set({ dischargeYear: e.target.value })}
                />
              </Field>
            ) : null}
            {draft.status === 'dependent' ? (
              <>
                <Attest htmlFor="military-sponsor-attested">
                  <input
                    id="military-sponsor-attested"
                    type="checkbox"
                    checked={draft.sponsorAttested}
                    aria-invalid={Boolean(errors.sponsorAttested)}
                    onChange={(e) => set({ sponsorAttested: e.target.checked })}
                  />
                  I attest that I am the spouse or dependant of a service member who serves or served, and that my sponsor is at least 18.
                </Attest>
                {errors.sponsorAttested ? <ErrorText role="alert">{errors.sponsorAttested}</ErrorText> : null}
                <Field id="military-sponsor-dob" label="Sponsor's date of birth (MM/DD/YYYY)" error={errors.sponsorDateOfBirth}>
                  <Input
                    id="military-sponsor-dob"
                    data-testid="military-sponsor-dob"
                    placeholder="MM/DD/YYYY"
                    value={draft.sponsorDateOfBirth}
                    aria-invalid={Boolean(errors.sponsorDateOfBirth)}
                    onChange={(e) => set({ sponsorDateOfBirth: e.target.value })}
                  />
                </Field>
              </>
            ) : null}
          </Grid>
          {refusal ? (
            <ErrorText role="alert" data-testid="military-refused">
              {refusal}
            </ErrorText>
          ) : null}
          {failure ? <ErrorState message={failure} /> : null}
          <Button type="submit" data-testid="verify-military" disabled={verify.isPending}>
            {verify.isPending ? 'Verifying…' : 'Verify status'}
          </Button>
        </form>
      </Modal>
    </Section>
  );
}
