import { useMemo } from 'react';
import styled from 'styled-components';
import { EmptyState, ErrorState, Heading, PageContainer, theme, useLocation, visitorMessage } from '@resort/shared';
import { LoadingOverlay } from '@resort/shared/ui';
import { useSearchLodgingQuery, type ResultsResponse } from '../api/search-lodging';
import { searchFromQuery } from '../model/search-from-query';
import { stayBooking } from '../model/stay-booking';
import { PropertyCard } from './property-card';
import { LODGING_RESULTS_HEADING, PACKAGES_PROMPT } from '../model/page-heading';
import { resultsSummary } from '../model/results-summary';
import { ResultsFilters } from './results-filters';

const Summary = styled.p`
  margin: 0 0 ${theme.space.lg};
  color: ${theme.colors.slate};
`;

const List = styled.div`
  display: grid;
  gap: ${theme.space.lg};
`;

function Results({ data, query }: { data: ResultsResponse; query: string }) {
  return (
    <>
      <Summary>{resultsSummary(data)}</Summary>
      {data.properties.length === 0 ? (
        <EmptyState />
      ) : (
        <List>
          {data.properties.map((property, index) => (
            <PropertyCard
              key={property.id}
              // The first card's photo is in view on arrival: fetched at once, not when scrolled to.
              firstInView={index === 0}
              property={property}
              nights={data.nights}
              detailHref={`/lodging/${encodeURIComponent(property.id)}${query ? `?${query}` : ''}`}
              booking={stayBooking(data)}
            />
          ))}
        </List>
      )}
    </>
  );
}

/** /lodging: the properties and rooms for the stay in the query. */
export function LodgingResultsPage() {
  const { search } = useLocation();
  const query = search.toString();
  // The lodging rule judges the address first; a stay it refuses is never sent.
  const parsed = useMemo(() => searchFromQuery(new URLSearchParams(query)), [query]);
  const results = useSearchLodgingQuery(parsed.ok ? parsed.request : null);

  return (
    <PageContainer as="section" aria-labelledby="lodging-results-title">
      <Heading as="h1" $size="page" id="lodging-results-title">
        {LODGING_RESULTS_HEADING}
      </Heading>
      {parsed.ok ? null : <ErrorState message={parsed.message} />}
      {parsed.ok ? (
        <p>
          {PACKAGES_PROMPT.before} <a href={`/lodging/packages?${query}`}>{PACKAGES_PROMPT.link}</a> {PACKAGES_PROMPT.after}
        </p>
      ) : null}
      {parsed.ok ? <ResultsFilters search={search} request={parsed.request} /> : null}
      {results.isError ? <ErrorState message={visitorMessage(results.error)} /> : null}
      <LoadingOverlay active={results.isLoading} label="Searching lodging">
        <div data-testid="lodging-results" aria-live="polite">
          {results.data ? <Results data={results.data} query={query} /> : null}
        </div>
      </LoadingOverlay>
    </PageContainer>
  );
}
