import { useMemo } from 'react';
import styled from 'styled-components';
import { Button, ErrorState, formatMoney, Heading, navigate, PageContainer, theme, useLocation, visitorMessage } from '@resort/shared';
import { LoadingOverlay, MediaGallery } from '@resort/shared/ui';
import { PROPERTY_NOT_FOUND } from '../../../../contract-rules';
import { propertyGallery } from '../../lodging-results/model/property-images';
import { searchFromQuery } from '../../lodging-results/model/search-from-query';
import { usePropertyDetailsQuery, type PropertyDetails } from '../api/get-property-details';
import { StayCalendar, stayState } from './stay-calendar';
import { StayRooms } from './stay-rooms';

const NOT_FOUND = 404;

const Layout = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  ${theme.media.tablet} { grid-template-columns: 1fr 1fr; align-items: start; }
`;

const Resort = styled.p`
  margin: 0 0 ${theme.space.md};
  color: ${theme.colors.slate};
`;

const Facts = styled.ul`
  padding-left: ${theme.space.lg};
  margin: 0 0 ${theme.space.md};
`;

const Rooms = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: ${theme.space.md};
  th, td { text-align: left; padding: ${theme.space.sm}; border-bottom: 1px solid ${theme.colors.line}; }
  th { font-size: ${theme.typeScale.sm}; color: ${theme.colors.slate}; }
`;

const percent = (bp: number) => `${(bp / 100).toFixed(2).replace(/\.?0+$/, '')}%`;

function Property({ property, propertyId, query }: { property: PropertyDetails; propertyId: string; query: string }) {
  // A stay in the query (from the results page) prices the rooms for it.
  const stay = useMemo(() => {
    const parsed = searchFromQuery(new URLSearchParams(query));
    return parsed.ok ? parsed.request : null;
  }, [query]);
  return (
    <article data-testid="property-detail">
      <Heading as="h1" $size="page" id="property-title">
        {property.name}
      </Heading>
      <Resort>{property.resortName}</Resort>
      <Layout>
        <MediaGallery slides={propertyGallery(property)} label={`${property.name} gallery`} />
        <div>
          <p>{property.description}</p>
          <Heading $size="card">Amenities</Heading>
          <Facts>
            {property.amenities.map((amenity) => (
              <li key={amenity}>{amenity}</li>
            ))}
          </Facts>
          <Heading $size="card">Your stay</Heading>
          <StayCalendar key={query} propertyId={propertyId} stay={stayState(new URLSearchParams(query))} />
          <StayRooms propertyId={propertyId} stay={stay} />
          <Heading $size="card">Room types</Heading>
          <Rooms>
            <thead>
              <tr>
                <th scope="col">Room</th>
                <th scope="col">Sleeps</th>
                <th scope="col">Nightly from</th>
              </tr>
            </thead>
            <tbody>
              {property.rooms.map((room) => (
                <tr key={room.id}>
                  <td>{room.name}</td>
                  <td>{room.sleeps}</td>
                  <td>{formatMoney(room.baseRate, room.currency)}</td>
                </tr>
              ))}
            </tbody>
          </Rooms>
          <Heading $size="card">Taxes and fees</Heading>
          <Facts>
            {property.taxesAndFees.map((tax) => (
              <li key={tax.name}>
                {tax.name}: {percent(tax.rateBp)}
              </li>
            ))}
          </Facts>
          {query ? (
            <Button type="button" $variant="secondary" onClick={() => navigate(`/lodging?${query}`)}>
              Back to results
            </Button>
          ) : null}
        </div>
      </Layout>
    </article>
  );
}

/** /lodging/:propertyId: what the property offers, and its rooms priced for the stay in the query. */
export function PropertyDetailPage({ propertyId }: { propertyId: string }) {
  const { search } = useLocation();
  const details = usePropertyDetailsQuery(propertyId);
  const missing = details.error?.status === NOT_FOUND;

  return (
    <PageContainer as="section" aria-labelledby="property-title">
      {details.isError && !missing ? <ErrorState message={visitorMessage(details.error)} /> : null}
      {missing ? (
        <>
          <Heading as="h1" $size="page" id="property-title">
            {PROPERTY_NOT_FOUND}
          </Heading>
          <p>This property is not available. Please search again.</p>
        </>
      ) : null}
      <LoadingOverlay active={details.isLoading} label="Loading property">
        {details.data ? <Property property={details.data} propertyId={propertyId} query={search.toString()} /> : null}
      </LoadingOverlay>
    </PageContainer>
  );
}
