import styled from 'styled-components';
import { EmptyState, ErrorState, Heading, theme, visitorMessage } from '@resort/shared';
import { LoadingOverlay } from '@resort/shared/ui';
import type { LodgingSearchRequest } from '../../lodging-results/api/search-lodging';
import { RoomRow } from '../../lodging-results/components/room-row';
import { stayBooking } from '../../lodging-results/model/stay-booking';
import { usePropertyAvailabilityQuery } from '../api/get-property-availability';

const Rooms = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${theme.space.md};
`;

export interface StayRoomsProps {
  propertyId: string;
  /** The stay in the page's query; null when it has none (or one the lodging rule refuses). */
  stay: LodgingSearchRequest | null;
}

/** The property's rooms priced for the searched stay, each with its own 'Add to cart'. */
export function StayRooms({ propertyId, stay }: StayRoomsProps) {
  const availability = usePropertyAvailabilityQuery(propertyId, stay);
  if (!stay) return null;
  if (availability.isError) return <ErrorState message={visitorMessage(availability.error)} />;
  const data = availability.data;
  const property = data?.properties[0];
  return (
    <LoadingOverlay active={availability.isLoading} label="Loading rooms">
      <Heading $size="card">Rooms for your stay</Heading>
      {data && property ? (
        <Rooms data-testid="lodging-results">
          {property.rooms.map((room) => (
            <RoomRow key={room.id} room={room} nights={data.nights} booking={stayBooking(data)} />
          ))}
        </Rooms>
      ) : null}
      {data && !property ? <EmptyState /> : null}
    </LoadingOverlay>
  );
}
