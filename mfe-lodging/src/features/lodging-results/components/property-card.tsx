import styled from 'styled-components';
import { Card, Heading, navigate, theme } from '@resort/shared';
import type { RoomBooking } from '../api/add-room-to-cart';
import type { PropertyResult } from '../api/search-lodging';
import { fromPriceText } from '../model/results-summary';
import { PropertyImage } from './property-image';
import { RoomRow } from './room-row';

// The shared card, laid out as image beside details from tablets up.
const PropertyPanel = styled(Card)`
  display: grid;
  gap: ${theme.space.md};
  ${theme.media.tablet} { grid-template-columns: minmax(220px, 1fr) 2fr; }
`;

const Title = styled(Heading)`
  margin: 0;
  a { color: ${theme.colors.navy}; }
  a:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
`;

const Resort = styled.p`
  margin: ${theme.space.xxs} 0 ${theme.space.sm};
  color: ${theme.colors.slate};
  font-size: ${theme.typeScale.sm};
`;

const Description = styled.p`
  margin: 0 0 ${theme.space.sm};
  color: ${theme.colors.navy};
`;

const Amenities = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${theme.space.sm};
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  li {
    background: ${theme.colors.mist};
    color: ${theme.colors.navy};
    border-radius: ${theme.radii.pill};
    padding: ${theme.space.xxs} ${theme.space.sm};
    font-size: ${theme.typeScale.xs};
  }
`;

const Rooms = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
`;

const From = styled.p`
  margin: 0;
  color: ${theme.colors.navy};
  font-size: ${theme.typeScale.sm};
`;

export interface PropertyCardProps {
  property: PropertyResult;
  nights: number;
  booking: Omit<RoomBooking, 'roomId'>;
  /** Link to the property's page, keeping the search. */
  detailHref: string;
  /** The card is in view when the page opens: its photo is not lazy. */
  firstInView?: boolean;
}

export function PropertyCard({ property, nights, booking, detailHref, firstInView = false }: PropertyCardProps) {
  const headingId = `property-${property.id}`;
  return (
    <PropertyPanel as="article" aria-labelledby={headingId} data-testid={`property-${property.id}`}>
      <PropertyImage image={property.image} name={property.name} priority={firstInView} />
      <div>
        <Title as="h3" $size="card" id={headingId}>
          <a
            href={detailHref}
            onClick={(event) => {
              event.preventDefault();
              navigate(detailHref);
            }}
          >
            {property.name}
          </a>
        </Title>
        <Resort>{property.resortName}</Resort>
        <Description>{property.description}</Description>
        <Amenities aria-label="Amenities">
          {property.amenities.map((amenity) => (
            <li key={amenity}>{amenity}</li>
          ))}
        </Amenities>
        {property.fromPrice !== null ? <From>{fromPriceText(property)}</From> : null}
        <Rooms aria-label={`Rooms at ${property.name}`}>
          {property.rooms.map((room) => (
            <RoomRow key={room.id} room={room} nights={nights} booking={booking} />
          ))}
        </Rooms>
      </div>
    </PropertyPanel>
  );
}
