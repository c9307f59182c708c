import React from 'react';
import styled from 'styled-components';
import { ErrorState, formatDate, LoadingOverlay, parseDate, theme, useLocation, EMPTY_SEARCH_MESSAGE } from '@resort/shared';
import { PageFrame } from '../../../components/page-frame';
import { useLodgingResults } from '../model/use-lodging-results';
import type { ResultsResponse } from '../api/search-lodging';
import { PropertyCard } from './property-card';

const Summary = styled.p`
  margin: 0 0 ${theme.space.lg};
  color: ${theme.colors.slate};
`;

const List = styled.div`
  display: grid;
  gap: ${theme.space.lg};
`;

const Empty = styled.p`
  padding: ${theme.space.lg};
  background: ${theme.colors.mist};
  border-radius: ${theme.radii.md};
`;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const shown = (iso: string) => formatDate(parseDate(iso)!);

function summary(data: ResultsResponse): string {
  const guests = [plural(data.adults, 'adult', 'adults'), data.children ? plural(data.children, 'child', 'children') : null].filter(Boolean);
  return `${shown(data.arrival)} – ${shown(data.departure)} · ${plural(data.nights, 'night', 'nights')} · ${guests.join(', ')}`;
}

/** /lodging: the properties and rooms for the stay in the query. */
export function LodgingResultsPage() {
  const { search } = useLocation();
  const state = useLodgingResults(search);
  const query = search.toString();

  return (
    <PageFrame aria-labelledby="lodging-results-title">
      <h1 id="lodging-results-title">Lodging</h1>
      {state.status === 'invalid' || state.status === 'error' ? <ErrorState message={state.message} /> : null}
      <LoadingOverlay active={state.status === 'loading'} label="Searching lodging">
        <div data-testid="lodging-results" aria-live="polite">
          {state.status === 'done' ? (
            <>
              <Summary>{summary(state.data)}</Summary>
              {state.data.properties.length === 0 ? (
                <Empty>{EMPTY_SEARCH_MESSAGE}</Empty>
              ) : (
                <List>
                  {state.data.properties.map((property) => (
                    <PropertyCard
                      key={property.id}
                      property={property}
                      nights={state.data.nights}
                      detailHref={`/lodging/${encodeURIComponent(property.id)}${query ? `?${query}` : ''}`}
                      booking={{
                        arrival: state.data.arrival,
                        departure: state.data.departure,
                        adults: state.data.adults,
                        children: state.data.children,
                        childAges: state.data.childAges,
                      }}
                    />
                  ))}
                </List>
              )}
            </>
          ) : null}
        </div>
      </LoadingOverlay>
    </PageFrame>
  );
}
