import React from 'react';
import styled from 'styled-components';
import { Button, ErrorState, formatMoney, LoadingOverlay, navigate, theme, useLocation } from '@resort/shared';
import { PageFrame } from '../../../components/page-frame';
import { PropertyImage } from '../../lodging-results/components/property-image';
import { usePropertyAvailability } from '../model/use-property-availability';
import { usePropertyDetails } from '../model/use-property-details';
import { StayRooms } from './stay-rooms';

const Layout = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  ${theme.media.tablet} { grid-template-columns: 1fr 1fr; align-items: start; }
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

/** /lodging/:propertyId: what the property offers; prices per stay live on the results page. */
export function PropertyDetailPage({ propertyId }: { propertyId: string }) {
  const { search } = useLocation();
  const state = usePropertyDetails(propertyId);
  const availability = usePropertyAvailability(propertyId, search);
  const query = search.toString();

  return (
    <PageFrame aria-labelledby="property-title">
      {state.status === 'error' ? <ErrorState message={state.message} /> : null}
      {state.status === 'missing' ? (
        <>
          <h1 id="property-title">Property not found</h1>
          <p>This property is not available. Please search again.</p>
        </>
      ) : null}
      <LoadingOverlay active={state.status === 'loading'} label="Loading property">
        {state.status === 'done' ? (
          <article data-testid="property-detail">
            <h1 id="property-title">{state.data.name}</h1>
            <p>{state.data.resortName}</p>
            <Layout>
              <PropertyImage image={state.data.image} name={state.data.name} />
              <div>
                <p>{state.data.description}</p>
                <h2>Amenities</h2>
                <Facts>
                  {state.data.amenities.map((amenity) => (
                    <li key={amenity}>{amenity}</li>
                  ))}
                </Facts>
                <StayRooms state={availability} />
                <h2>Room types</h2>
                <Rooms>
                  <thead>
                    <tr>
                      <th scope="col">Room</th>
                      <th scope="col">Sleeps</th>
                      <th scope="col">Nightly from</th>
                    </tr>
                  </thead>
                  <tbody>
                    {state.data.rooms.map((room) => (
                      <tr key={room.id}>
                        <td>{room.name}</td>
                        <td>{room.sleeps}</td>
                        <td>{formatMoney(room.baseRate, room.currency)}</td>
                      </tr>
                    ))}
                  </tbody>
                </Rooms>
                <h2>Taxes and fees</h2>
                <Facts>
                  {state.data.taxesAndFees.map((tax) => (
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
        ) : null}
      </LoadingOverlay>
    </PageFrame>
  );
}
