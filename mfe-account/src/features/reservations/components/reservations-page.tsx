import styled from 'styled-components';
import { Alert, Button, Card, EmptyState, ErrorState, Heading, PageContainer, theme, visitorMessage, StackList } from '@resort/shared';
import { displayDate } from '@resort/shared/dates';
import { LoadingOverlay } from '@resort/shared/ui';
import type { ReservationItem } from '../../../../contract';
import { AccountNav } from '../../../components/account-nav';
import { ContentBlock } from '../../account-content/components/content-block';
import { useGuestRedirect } from '../../profile/model/use-signed-in';
import { useReservationsQuery } from '../api/get-reservations';
import { useCancelReservationMutation } from '../api/cancel-reservation';
import { tripSummary } from '../model/trip-summary';

export const RESERVATIONS_PATH = '/account/reservations';
export const NO_RESERVATIONS = 'You have no reservations yet.';

const List = StackList;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.space.sm};
`;

const Meta = styled.p`
  color: ${theme.colors.slate};
  margin: ${theme.space.xs} 0 0;
`;

const Status = styled.span<{ $cancelled: boolean }>`
  font-weight: 600;
  color: ${({ $cancelled }) => ($cancelled ? theme.colors.slate : theme.colors.success)};
`;

function Reservation({ r }: { r: ReservationItem }) {
  const cancel = useCancelReservationMutation();
  const when = [displayDate(r.date), displayDate(r.endDate)].filter(Boolean).join(' – ');
  return (
    <Card as="li" aria-labelledby={`res-${r.line}-${r.id}`}>
      <Row>
        <div>
          <Heading id={`res-${r.line}-${r.id}`} $size="card">
            {r.kind}: {r.title}
          </Heading>
          <Meta>
            {r.resortName} · {when} · {r.guestName} ·{' '}
            <Status $cancelled={r.status === 'cancelled'}>{r.status === 'cancelled' ? 'Cancelled' : 'Booked'}</Status>
          </Meta>
          {r.status === 'booked' && !r.cancellable ? <Meta>Can no longer be cancelled online.</Meta> : null}
        </div>
        {r.cancellable && r.status === 'booked' ? (
          <Button type="button" $variant="secondary" disabled={cancel.isPending} onClick={() => cancel.mutate({ line: r.line, id: r.id })}>
            Cancel reservation
          </Button>
        ) : null}
      </Row>
      {cancel.isError ? <ErrorState message={visitorMessage(cancel.error)} /> : null}
    </Card>
  );
}

/**
 * Spec "reservations": every line's bookings (lift reservations, lessons, childcare, activities,
 * stays and rentals) in one list by date, so a family sees its whole trip, with cancel where the line allows.
 */
export function ReservationsPage() {
  const reservations = useReservationsQuery();
  const guest = useGuestRedirect(reservations.error, RESERVATIONS_PATH);
  const data = reservations.data;
  return (
    <PageContainer as="section" aria-labelledby="reservations-title">
      <Heading as="h1" $size="page" id="reservations-title">
        Reservations
      </Heading>
      <AccountNav current={RESERVATIONS_PATH} />
      <ContentBlock contentKey="reservations" />
      <LoadingOverlay active={reservations.isPending || guest} label="Loading your reservations">
        {reservations.isError && !guest ? <ErrorState message={visitorMessage(reservations.error)} /> : null}
        {data?.unavailableLines.length ? (
          <Alert $tone="info" role="note">
            Some reservations could not be loaded right now. Please try again later.
          </Alert>
        ) : null}
        {data && data.reservations.length === 0 ? <EmptyState message={NO_RESERVATIONS} /> : null}
        {data && tripSummary(data.reservations) ? <Meta data-testid="trip-summary">{tripSummary(data.reservations)}</Meta> : null}
        {data?.reservations.length ? (
          <List aria-label="Reservations">
            {data.reservations.map((r) => (
              <Reservation key={`${r.line}-${r.id}`} r={r} />
            ))}
          </List>
        ) : null}
      </LoadingOverlay>
    </PageContainer>
  );
}
