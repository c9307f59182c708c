import { useMemo } from 'react';
import styled from 'styled-components';
import { DateTime } from 'luxon';
import { DEMO_RESORTS } from '@resort/shared/demo-resorts';
import { Heading, PageContainer, theme, useLocation } from '@resort/shared';
import { formatDate, parseDate } from '@resort/shared/dates';
import { tripDays, type PlannerTrip } from '@resort/shared/planner';
import { ParcelSlot } from '../home/widget-slot';
import { TripForm } from './trip-form';
import { PLANNER_PARCELS } from '../site/page-widgets';
import { tripOf, tripStateFromQuery } from './trip-query';

const Summary = styled.p`
  color: ${theme.colors.slate};
  margin: 0 0 ${theme.space.md};
`;

const Results = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  margin-top: ${theme.space.xl};
`;

const ChangeTrip = styled.details`
  margin-bottom: ${theme.space.lg};
  summary { cursor: pointer; font-weight: 600; color: ${theme.colors.navy}; min-height: 44px; display: flex; align-items: center; }
`;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function tripSummary(trip: PlannerTrip): string {
  const resort = DEMO_RESORTS.find((r) => r.id === trip.resortId);
  const day = (iso: string) => parseDate(iso)?.toFormat('EEE, MMM d, yyyy') ?? iso;
  const nights = tripDays(trip).length;
  const party = [plural(trip.adultCount, 'adult', 'adults'), trip.childCount ? plural(trip.childCount, 'child', 'children') : ''].filter(
    Boolean,
  );
  return `${resort?.name ?? trip.resortId}: ${day(trip.arrival)} to ${day(trip.departure)}, ${plural(nights, 'night', 'nights')}, ${party.join(' and ')}`;
}

/**
 * The trip planner's results: each line's own results for the trip, through each line's planner
 * parcel. Without a valid trip in the address it is the search alone.
 */
export function PlanPage() {
  const { search } = useLocation();
  const query = search.toString();
  const state = useMemo(() => tripStateFromQuery(new URLSearchParams(query), formatDate(DateTime.now())), [query]);
  const trip = useMemo(() => tripOf(state), [state]);
  const asked = new URLSearchParams(query).has('resort');

  return (
    <PageContainer data-testid="plan-page">
      <Heading as="h1" $size="page">
        Plan your trip
      </Heading>
      {trip ? (
        <>
          <Summary data-testid="trip-summary">{tripSummary(trip)}</Summary>
          <ChangeTrip>
            <summary>Change your trip</summary>
            <TripForm key={query} initial={state} submitLabel="Update my trip" />
          </ChangeTrip>
          <Results>
            {PLANNER_PARCELS.map((p) => (
              <ParcelSlot key={`${p.remote}-${query}`} remote={p.remote} widget={p.widget} minHeight={200} parcelProps={{ ...trip }} />
            ))}
          </Results>
        </>
      ) : (
        <>
          <Summary>
            {asked
              ? 'Please check your trip: some of it could not be planned.'
              : 'Choose a resort, your dates and your party, and see lodging, lift tickets, rentals and lessons for your trip in one place.'}
          </Summary>
          <TripForm key={query} initial={state} checkNow={asked} />
        </>
      )}
    </PageContainer>
  );
}
