import styled from 'styled-components';
import { Card, Heading, theme } from '@resort/shared';
import { isoPlusDays, todayIso, displayDate } from '@resort/shared/dates';
import { TripForm } from './trip-form';
import { initialTrip } from './trip-query';

const Lead = styled.p`
  color: ${theme.colors.slate};
  margin: 0 0 ${theme.space.md};
`;

const Section = styled(Card).attrs({ as: 'section' })`
  margin-bottom: ${theme.space.xl};
`;

/** The home and resort pages' one search for a whole trip; a resort page starts at its own resort. */
export function TripSearch({ resortId = '' }: { resortId?: string }) {
  // Two weeks out for three nights, the lodging tab's default stay.
  const arrival = isoPlusDays(todayIso(), 14);
  return (
    <Section aria-labelledby="trip-search-title" data-testid="trip-search">
      <Heading id="trip-search-title">Plan your whole trip</Heading>
      <Lead>Lodging, lift tickets, rentals and lessons for your dates, on one page.</Lead>
      <TripForm initial={{ ...initialTrip(displayDate(arrival), resortId), checkOut: displayDate(isoPlusDays(arrival, 3)) }} />
    </Section>
  );
}
