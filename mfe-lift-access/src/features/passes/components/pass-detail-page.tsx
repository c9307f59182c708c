import React from 'react';
import styled from 'styled-components';
import { Button, Card, ErrorState, Heading, LoadingOverlay, PageContainer, formatMoney, navigate, theme } from '@resort/shared';
import { getPass } from '../api/get-pass';
import { useRequest } from '../../../model/use-request';
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
  const pass = useRequest(id, () => getPass(id));
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
      {pass.status === 'error' ? (
        <ErrorState message={pass.httpStatus === 404 ? 'This pass is not on sale.' : undefined} />
      ) : (
        <LoadingOverlay active={pass.status === 'loading'} label="Loading pass">
          {pass.status === 'success' ? (
            <Detail as="article">
              <Heading as="h1" $size="page">
                {pass.data.name}
              </Heading>
              <Price>{formatMoney(pass.data.price, pass.data.currency)}</Price>
              <Text>{pass.data.description}</Text>
              <Text>Valid at {resortNames(pass.data.resorts, names)}.</Text>
            </Detail>
          ) : (
            <LoadingSpace />
          )}
        </LoadingOverlay>
      )}
    </PageContainer>
  );
}
