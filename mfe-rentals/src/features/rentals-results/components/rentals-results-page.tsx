import React, { useMemo } from 'react';
import styled from 'styled-components';
import { Alert, LoadingOverlay, theme, useLocation } from '@resort/shared';
import { searchRequestFromQuery } from '../model/search-request';
import { useRentalSearch } from '../model/use-rental-search';
import { RentalsResultsView } from './rentals-results-view';

const Page = styled.section`
  font-family: ${theme.fonts.body};
  color: ${theme.colors.navy};
  max-width: 1200px;
  margin: 0 auto;
  padding: ${theme.space.md};
  ${theme.media.tablet} {
    padding: ${theme.space.lg};
  }
`;

const Title = styled.h1`
  font-size: ${theme.typeScale.xxl};
  margin: 0 0 ${theme.space.sm};
`;

/** The rentals page: the widget's query in, products for the period out (spec section 2). */
export function RentalsResultsPage() {
  const { search } = useLocation();
  const query = search.toString();
  const request = useMemo(() => searchRequestFromQuery(new URLSearchParams(query)), [query]);
  const state = useRentalSearch(request);

  return (
    <Page data-testid="rentals-results" aria-busy={state.status === 'loading'}>
      <Title>{state.status === 'ready' ? `Rentals at ${state.result.resort.name}` : 'Rentals'}</Title>
      {state.status === 'loading' ? <LoadingOverlay active label="Finding rentals" /> : null}
      {state.status === 'error' ? (
        <Alert $tone="error" role="alert">
          <strong>Oops!</strong> {state.message}
        </Alert>
      ) : null}
      {state.status === 'ready' ? <RentalsResultsView key={query} result={state.result} stats={state.stats} /> : null}
    </Page>
  );
}
