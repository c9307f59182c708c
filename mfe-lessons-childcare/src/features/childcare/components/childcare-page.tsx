import styled from 'styled-components';
import { EmptyState, ErrorState, Heading, PageContainer, theme, visitorMessage } from '@resort/shared';
import { LoadingOverlay } from '@resort/shared/ui';
import { ResultGrid } from '../../results/components/result-grid';
import { useChildcareProductsQuery } from '../api/list-childcare-products';
import { ChildcareBooking } from './childcare-booking';
import { ChildcareCard } from './childcare-card';

const Programmes = styled(Heading)`
  margin-top: ${theme.space.xl};
`;

/** /childcare: what each resort's nursery and snow-play programmes offer. */
export function ChildcarePage() {
  const childcare = useChildcareProductsQuery();

  return (
    <PageContainer as="section" aria-labelledby="childcare-heading">
      <Heading as="h1" $size="page" id="childcare-heading">
        Childcare
      </Heading>
      <p>Licensed care for the youngest guests while you ride, at every resort.</p>
      <ChildcareBooking />
      <Programmes as="h2">Programmes at every resort</Programmes>
      <LoadingOverlay active={childcare.isLoading} label="Loading childcare">
        {childcare.isError ? <ErrorState message={visitorMessage(childcare.error)} /> : null}
        {childcare.data?.products.length === 0 ? <EmptyState /> : null}
        {childcare.data?.products.length ? (
          <ResultGrid data-testid="childcare-results" aria-label="Childcare">
            {childcare.data.products.map((product) => (
              <ChildcareCard key={product.id} product={product} />
            ))}
          </ResultGrid>
        ) : null}
      </LoadingOverlay>
    </PageContainer>
  );
}
