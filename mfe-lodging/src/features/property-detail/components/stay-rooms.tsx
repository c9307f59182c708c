import React from 'react';
import styled from 'styled-components';
import { ErrorState, LoadingOverlay, theme, EMPTY_SEARCH_MESSAGE } from '@resort/shared';
import { RoomRow } from '../../lodging-results/components/room-row';
import type { PropertyAvailabilityState } from '../model/use-property-availability';

const Rooms = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${theme.space.md};
`;

/** The property's rooms priced for the searched stay, each with its own 'Add to cart'. */
export function StayRooms({ state }: { state: PropertyAvailabilityState }) {
  if (state.status === 'no-stay') return null;
  if (state.status === 'error') return <ErrorState message={state.message} />;
  return (
    <LoadingOverlay active={state.status === 'loading'} label="Loading rooms">
      <h2>Rooms for your stay</h2>
      {state.status === 'done' ? (
        state.property ? (
          <Rooms data-testid="lodging-results">
            {state.property.rooms.map((room) => (
              <RoomRow
                key={room.id}
                room={room}
                nights={state.stay.nights}
                booking={{
                  arrival: state.stay.arrival,
                  departure: state.stay.departure,
                  adults: state.stay.adults,
                  children: state.stay.children,
                  childAges: state.stay.childAges,
                }}
              />
            ))}
          </Rooms>
        ) : (
          <p>{EMPTY_SEARCH_MESSAGE}</p>
        )
      ) : null}
    </LoadingOverlay>
  );
}
