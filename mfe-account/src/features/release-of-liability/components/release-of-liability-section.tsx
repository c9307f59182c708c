import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, Card, ErrorState, Field, Heading, Input, theme, visitorMessage } from '@resort/shared';
import { releaseOfLiabilityField, RELEASE_OF_LIABILITY_REQUIRED, REQUIRED_FIELD } from '@resort/shared/rules';
import { formatDate } from '@resort/shared/dates';
import { LoadingOverlay } from '@resort/shared/ui';
import { DateTime } from 'luxon';
import type { ReleaseOfLiabilityAnswer } from '../../../../contract';
import { useGuestRedirect } from '../../profile/model/use-signed-in';
import { useReleaseOfLiabilityQuery } from '../api/get-release-of-liability';
import { useSignReleaseMutation } from '../api/sign-release';

const Section = styled(Card)`
  min-width: 0;
`;

const Terms = styled.div`
  max-height: 12rem;
  overflow-y: auto;
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.mist};
  &:focus-visible { outline: 3px solid ${theme.colors.focus}; }
`;

const Agree = styled.label`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: 44px;
  margin: ${theme.space.md} 0;
  input { width: 1.25rem; height: 1.25rem; flex: none; }
`;

const signedOn = (iso: string) => formatDate(DateTime.fromISO(iso));

function SignForm({ answer }: { answer: ReleaseOfLiabilityAnswer }) {
  const sign = useSignReleaseMutation();
  const [agreed, setAgreed] = useState(false);
  const [name, setName] = useState('');
  const [problems, setProblems] = useState<{ agree?: string; name?: string }>({});
  return (
    <form
      aria-label="Sign the release of liability"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const found = { agree: agreed ? undefined : RELEASE_OF_LIABILITY_REQUIRED, name: name.trim() ? undefined : REQUIRED_FIELD };
        setProblems(found);
        if (!found.agree && !found.name) sign.mutate({ agree: true, signedName: name.trim() });
      }}
    >
      <Terms tabIndex={0} role="region" aria-label={`${answer.title} text`}>
        <p>{answer.text}</p>
      </Terms>
      <Agree>
        <input
          type="checkbox"
          checked={agreed}
          aria-invalid={problems.agree ? true : undefined}
          aria-describedby={problems.agree ? 'release-agree-error' : undefined}
          onChange={(e) => {
            setAgreed(e.target.checked);
            setProblems((p) => ({ ...p, agree: undefined }));
          }}
        />
        {releaseOfLiabilityField.label}
      </Agree>
      {problems.agree ? (
        <Alert $tone="error" id="release-agree-error" role="alert">
          {problems.agree}
        </Alert>
      ) : null}
      <Field id="release-name" label="Type your full name to sign" error={problems.name ?? null}>
        <Input
          id="release-name"
          autoComplete="name"
          value={name}
          aria-invalid={problems.name ? true : undefined}
          aria-describedby={problems.name ? 'release-name-error' : undefined}
          onChange={(e) => {
            setName(e.target.value);
            setProblems((p) => ({ ...p, name: undefined }));
          }}
        />
      </Field>
      {sign.isError ? <ErrorState message={visitorMessage(sign.error)} /> : null}
      <Button type="submit" disabled={sign.isPending}>
        Sign the release
      </Button>
    </form>
  );
}

/**
 * Spec "sign release of liability": the shared release text, signed once a season by the holder.
 * `signInReturnPath` sends a guest to sign in when the page has no other reason to.
 */
export function ReleaseOfLiabilitySection({ signInReturnPath }: { signInReturnPath?: string }) {
  const release = useReleaseOfLiabilityQuery();
  const guest = useGuestRedirect(signInReturnPath ? release.error : null, signInReturnPath ?? '');
  const answer = release.data;
  return (
    <Section as="section" aria-labelledby="release-title" data-testid="release-of-liability">
      <Heading id="release-title" $size="card">
        Release of liability{answer ? `, ${answer.season} season` : ''}
      </Heading>
      <LoadingOverlay active={release.isPending || guest} label="Loading the release of liability">
        {release.isError && release.error.status !== 401 ? <ErrorState message={visitorMessage(release.error)} /> : null}
        {answer?.signature ? (
          <>
            <Alert $tone="success" role="status">
              Signed by {answer.signature.signedName} on {signedOn(answer.signature.signedAt)}. You are set for the {answer.season} season.
            </Alert>
            <details>
              <summary>Read the release you signed</summary>
              <p>{answer.text}</p>
            </details>
          </>
        ) : answer ? (
          <>
            <p>Not signed yet for the {answer.season} season. Sign it once before your first day on the mountain.</p>
            <SignForm answer={answer} />
          </>
        ) : null}
      </LoadingOverlay>
    </Section>
  );
}
