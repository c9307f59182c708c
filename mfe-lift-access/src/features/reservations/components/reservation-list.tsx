import styled from 'styled-components';
import { Button, ErrorState, StackList, theme, visitorMessage } from '@resort/shared';
import { displayDate } from '@resort/shared/dates';
import type { PassHolderView } from '../../../../contract';
import { useCancelReservationMutation } from '../api/cancel-reservation';

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm} 0;
  border-bottom: 1px solid ${theme.colors.mist};
`;

/** The live reservations of every pass the holder manages, each cancellable before its day. */
export function ReservationList({ holders }: { holders: PassHolderView[] }) {
  const cancel = useCancelReservationMutation();
  const rows = holders
    .flatMap((h) => h.reservations.map((r) => ({ r, holder: h.holder })))
    .sort((a, b) => a.r.date.localeCompare(b.r.date) || a.holder.localeCompare(b.holder));
  if (rows.length === 0) return <p>No lift reservations yet.</p>;
  return (
    <>
      {cancel.isError ? <ErrorState message={visitorMessage(cancel.error)} /> : null}
      <StackList aria-label="Your lift reservations">
        {rows.map(({ r, holder }) => (
          <Item key={r.id}>
            <span>
              {displayDate(r.date)} · {r.resortName} · {holder}
              {r.priority ? ' · Priority day' : ''}
            </span>
            {r.cancellable ? (
              <Button
                type="button"
                $variant="secondary"
                disabled={cancel.isPending}
                aria-label={`Cancel the reservation of ${displayDate(r.date)} at ${r.resortName} for ${holder}`}
                onClick={() => cancel.mutate({ id: r.id })}
              >
                Cancel
              </Button>
            ) : null}
          </Item>
        ))}
      </StackList>
    </>
  );
}
