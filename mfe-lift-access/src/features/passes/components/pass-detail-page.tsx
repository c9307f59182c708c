import styled from 'styled-components';
import { Button, Card, ErrorState, Heading, PageContainer, formatMoney, navigate, theme, visitorMessage } from '@resort/shared';
import { LoadingOverlay } from '@resort/shared/ui';
import { usePassQuery } from '../api/get-pass';
import { PassPurchase } from './pass-purchase';
import { PassBenefits, PassUpsell } from './pass-extras';
import { PASSES_PATH } from '../model/pass-path';
import { resortNames } from '../model/resort-names';
import { useResortNames } from '../model/use-resort-names';

const Price = styled.p`
  font-size: ${theme.typeScale.xxl};
  font-weight: 700;
  margin: 0 0 ${theme.space.md};
`;

const Text = styled.p`
  line-height: 1.6;
  max-width: 42rem;
`;

const Detail = styled(Card)`
  max-width: 48rem;
`;

const Back = styled.div`
  margin-bottom: ${theme.space.md};
`;

const LoadingSpace = styled.div`
  min-height: 240px;
`;

/** /passes/:id: one pass, its price and where it is valid. */
export function PassDetailPage({ id }: { id: string }) {
  const pass = usePassQuery(id);
  const names = useResortNames();
  const back = (
    <Back>
      <Button type="button" $variant="link" onClick={() => navigate(PASSES_PATH)}>
        ← All season passes
      </Button>
    </Back>
  );
  return (
    <PageContainer data-testid="pass-detail">
      {back}
      {pass.isError ? (
        // A pass that is not on sale is the server's 404 text; anything else is the generic message.
        <ErrorState message={visitorMessage(pass.error)} />
      ) : (
        <LoadingOverlay active={pass.isPending} label="Loading pass">
          {pass.data ? (
            <Detail as="article">
              <Heading as="h1" $size="page">
                {pass.data.name}
              </Heading>
              <Price>{formatMoney(pass.data.price, pass.data.currency)}</Price>
              <Text>{pass.data.description}</Text>
              <Text>Valid at {resortNames(pass.data.resorts, names)}.</Text>
              <PassBenefits pass={pass.data} />
              <PassPurchase pass={pass.data} />
            </Detail>
          ) : (
            <LoadingSpace />
          )}
          {pass.data ? <PassUpsell id={pass.data.id} /> : null}
        </LoadingOverlay>
      )}
    </PageContainer>
  );
}
