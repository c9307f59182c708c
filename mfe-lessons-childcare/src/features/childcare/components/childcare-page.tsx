import React from 'react';
import { ErrorState, LoadingOverlay } from '@resort/shared';
import { EmptyResults } from '../../../components/empty-results';
import { PageFrame } from '../../../components/page-frame';
import { CardGrid } from '../../../components/result-card';
import { useRequest } from '../../../hooks/use-request';
import { listChildcareProducts, type ChildcareProductView } from '../api/list-childcare-products';
import { ChildcareCard } from './childcare-card';

/** /childcare: what each resort's nursery and snow-play programmes offer. */
export function ChildcarePage() {
  const state = useRequest<{ products: ChildcareProductView[] }>('all', () => listChildcareProducts());

  return (
    <PageFrame aria-labelledby="childcare-heading">
      <h1 id="childcare-heading">Childcare</h1>
      <p>Licensed care for the youngest guests while you ride, at every resort.</p>
      <LoadingOverlay active={state.status === 'loading'} label="Loading childcare">
        {state.status === 'error' ? <ErrorState message={state.message} /> : null}
        {state.status === 'ready' && state.data.products.length === 0 ? <EmptyResults /> : null}
        {state.status === 'ready' && state.data.products.length > 0 ? (
          <CardGrid data-testid="childcare-results" aria-label="Childcare">
            {state.data.products.map((product) => (
              <ChildcareCard key={product.id} product={product} />
            ))}
          </CardGrid>
        ) : null}
      </LoadingOverlay>
    </PageFrame>
  );
}
