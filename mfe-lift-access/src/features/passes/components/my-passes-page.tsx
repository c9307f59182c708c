import styled from 'styled-components';
import { Button, ButtonLink, Card, EmptyState, ErrorState, Heading, PageContainer, navigate, theme, visitorMessage } from '@resort/shared';
import { LoadingOverlay } from '@resort/shared/ui';
import type { MyPassView } from '../../../../contract';
import { PASS_INSURANCE_TERMS } from '../../../../contract-rules';
import { useMyPassesQuery } from '../api/get-my-passes';
import { useSetAutoRenewMutation } from '../api/set-auto-renew';
import { BenefitTickets, LinkPassForm, PassTerms } from '../../pass-holders/components/pass-holder-tools';
import { resortNames } from '../model/resort-names';
import { useResortNames } from '../model/use-resort-names';
import { PassRefundForm } from './pass-refund-form';
import { WalletButtons } from './wallet-buttons';

const List = styled.div`
  display: grid;
  gap: ${theme.space.lg};
`;

const Pass = styled(Card)`
  display: grid;
  gap: ${theme.space.md};
  ${theme.media.tablet} {
    grid-template-columns: 96px 1fr;
  }
`;

const Photo = styled.img`
  width: 96px;
  height: 96px;
  border-radius: ${theme.radii.md};
  object-fit: cover;
`;

const NoPhoto = styled.div`
  width: 96px;
  height: 96px;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.mist};
  display: grid;
  place-items: center;
  font-size: ${theme.typeScale.xs};
  color: ${theme.colors.slate};
  text-align: center;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space.xs} ${theme.space.md};
  margin: 0;
  dt {
    color: ${theme.colors.slate};
  }
  dd {
    margin: 0;
  }
`;

function PassCard({ pass, resorts }: { pass: MyPassView; resorts: string }) {
  const renew = useSetAutoRenewMutation();
  return (
    <Pass as="article" aria-labelledby={`pass-${pass.passNumber}`} data-testid={`my-pass-${pass.passNumber}`}>
      {pass.photoUrl ? <Photo src={pass.photoUrl} alt={`Photo of ${pass.holder}`} /> : <NoPhoto>No photo yet</NoPhoto>}
      <div>
        <Heading as="h2" $size="card" id={`pass-${pass.passNumber}`}>
          {pass.name}, {pass.season}
        </Heading>
        <Facts>
          <dt>Holder</dt>
          <dd>{pass.holder}</dd>
          <dt>Pass number</dt>
          <dd>{pass.passNumber}</dd>
          {pass.activationCode ? (
            <>
              <dt>Activation code</dt>
              <dd>{pass.activationCode}</dd>
            </>
          ) : null}
          <dt>Valid at</dt>
          <dd>{resorts}</dd>
          <dt>Pass insurance</dt>
          <dd>{pass.insured ? 'Covered' : 'Not covered'}</dd>
          <dt>Auto renew</dt>
          <dd>{pass.autoRenew ? 'On: renews before next season at the renewal price' : 'Off'}</dd>
        </Facts>
        <p>
          <Button
            type="button"
            $variant="secondary"
            disabled={renew.isPending}
            onClick={() => renew.mutate({ passNumber: pass.passNumber, enroll: !pass.autoRenew })}
          >
            {pass.autoRenew ? 'Turn off auto renew' : 'Turn on auto renew'}
          </Button>
        </p>
        {renew.isError ? <ErrorState message={visitorMessage(renew.error)} /> : null}
        <WalletButtons passNumber={pass.passNumber} />
        {pass.insured ? (
          <details>
            <summary>What pass insurance covers</summary>
            <p>{PASS_INSURANCE_TERMS}</p>
          </details>
        ) : null}
        <PassTerms pass={pass} />
        <BenefitTickets pass={pass} />
        <PassRefundForm passNumber={pass.passNumber} />
      </div>
    </Pass>
  );
}

/** /my-passes: a signed-in holder's passes, with photo, pass number, resorts and auto renew. */
export function MyPassesPage() {
  const passes = useMyPassesQuery();
  const names = useResortNames();
  return (
    <PageContainer as="section" aria-labelledby="my-passes-title">
      <Heading as="h1" $size="page" id="my-passes-title">
        My passes
      </Heading>
      {passes.isError ? <ErrorState message={visitorMessage(passes.error)} /> : null}
      <LoadingOverlay active={passes.isLoading} label="Loading your passes">
        {passes.data?.length === 0 ? (
          <EmptyState message="You have no season passes yet.">
            <ButtonLink
              href="/passes"
              onClick={(e) => {
                e.preventDefault();
                navigate('/passes');
              }}
            >
              See season passes
            </ButtonLink>
          </EmptyState>
        ) : null}
        {passes.data?.length ? (
          <p>
            <ButtonLink
              href="/my-passes/reservations"
              onClick={(e) => {
                e.preventDefault();
                navigate('/my-passes/reservations');
              }}
            >
              Reserve lift days
            </ButtonLink>
          </p>
        ) : null}
        {passes.data?.length ? (
          <List>
            {passes.data.map((pass) => (
              <PassCard key={pass.passNumber} pass={pass} resorts={resortNames(pass.resorts, names)} />
            ))}
          </List>
        ) : null}
      </LoadingOverlay>
      {passes.isSuccess ? <LinkPassForm /> : null}
    </PageContainer>
  );
}
