import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, Card, ErrorState, Heading, PageContainer, theme, visitorMessage } from '@resort/shared';
import { LoadingOverlay } from '@resort/shared/ui';
import type { PassHolderCreditsAnswer } from '../../../../contract';
import { CREDIT_TERMS_REQUIRED } from '../../../../contracts/rules';
import { AccountNav } from '../../../components/account-nav';
import { TwoColumns } from '../../../components/two-columns';
import { useGuestRedirect } from '../../profile/model/use-signed-in';
import { usePassHolderCreditsQuery } from '../api/get-pass-holder-credits';
import { useAcceptCreditTermsMutation } from '../api/accept-credit-terms';

export const PASS_HOLDER_CREDITS_PATH = '/account/credits';

const Section = styled(Card)`
  min-width: 0;
`;

const Credits = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${theme.space.xs} ${theme.space.md};
    padding: ${theme.space.sm} 0;
    border-bottom: 1px solid ${theme.colors.line};
  }
`;

const Agree = styled.label`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: 44px;
  margin: ${theme.space.md} 0;
  input {
    width: 1.25rem;
    height: 1.25rem;
    flex: none;
  }
`;

function Terms({ answer }: { answer: PassHolderCreditsAnswer }) {
  const [agreed, setAgreed] = useState(false);
  const [missing, setMissing] = useState(false);
  const accept = useAcceptCreditTermsMutation();
  return (
    <Section as="section" aria-labelledby="credit-terms-title">
      <Heading id="credit-terms-title" $size="card">
        Terms for pass holder credits
      </Heading>
      <ul>
        {answer.terms.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
      {answer.termsAccepted ? (
        <Alert $tone="success" role="status">
          You have accepted the terms: your credits can be used.
        </Alert>
      ) : (
        <form
          aria-label="Accept the terms"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setMissing(!agreed);
            if (agreed) accept.mutate();
          }}
        >
          {accept.error ? <ErrorState message={visitorMessage(accept.error)} /> : null}
          <Agree>
            <input
              type="checkbox"
              checked={agreed}
              aria-invalid={missing || undefined}
              aria-describedby={missing ? 'credit-terms-error' : undefined}
              onChange={(e) => {
                setAgreed(e.target.checked);
                setMissing(false);
              }}
            />
            I accept the terms for pass holder credits
          </Agree>
          {missing ? (
            <Alert $tone="error" id="credit-terms-error" role="alert">
              {CREDIT_TERMS_REQUIRED}
            </Alert>
          ) : null}
          <Button type="submit" disabled={accept.isPending}>
            Accept terms
          </Button>
        </form>
      )}
    </Section>
  );
}

/** Spec "pass holder credits": the holder's credits, usable once the terms for them are accepted. */
export function PassHolderCreditsPage() {
  const credits = usePassHolderCreditsQuery();
  const guest = useGuestRedirect(credits.error, PASS_HOLDER_CREDITS_PATH);
  const answer = credits.data;
  return (
    <PageContainer as="section" aria-labelledby="credits-title">
      <Heading as="h1" $size="page" id="credits-title">
        Pass holder credits
      </Heading>
      <AccountNav current={PASS_HOLDER_CREDITS_PATH} />
      <LoadingOverlay active={credits.isPending || guest} label="Loading your credits">
        {credits.isError && !guest ? <ErrorState message={visitorMessage(credits.error)} /> : null}
        {answer ? (
          <TwoColumns>
            <Section as="section" aria-labelledby="credits-list-title">
              <Heading id="credits-list-title" $size="card">
                Your credits
              </Heading>
              {answer.credits.length === 0 ? (
                <p>You have no pass holder credits.</p>
              ) : (
                <Credits aria-label="Pass holder credits">
                  {answer.credits.map((c) => (
                    <li key={c.id}>
                      <span>{c.title}</span>
                      <strong>{c.amountFormatted}</strong>
                      <span>Use by {c.expiresOn}</span>
                    </li>
                  ))}
                </Credits>
              )}
              {!answer.usable && answer.credits.length > 0 ? <p>Accept the terms to use your credits.</p> : null}
            </Section>
            <Terms answer={answer} />
          </TwoColumns>
        ) : null}
      </LoadingOverlay>
    </PageContainer>
  );
}
