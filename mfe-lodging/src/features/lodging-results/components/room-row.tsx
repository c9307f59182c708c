import styled from 'styled-components';
import { Button, ErrorText, formatMoney, theme, visitorMessage } from '@resort/shared';
import { ResultAdded, ResultDetail, ResultName, ResultPrice, ResultRow } from '@resort/shared/ui';
import { useAddRoomToCartMutation, type RoomBooking } from '../api/add-room-to-cart';
import type { RoomResult } from '../api/search-lodging';

const SoldOut = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${theme.colors.error};
`;

export interface RoomRowProps {
  room: RoomResult;
  nights: number;
  booking: Omit<RoomBooking, 'roomId'>;
}

export function RoomRow({ room, nights, booking }: RoomRowProps) {
  const add = useAddRoomToCartMutation();

  return (
    <ResultRow data-testid={`room-${room.id}`}>
      <div>
        <ResultName as="h4">{room.name}</ResultName>
        <ResultDetail>
          Sleeps {room.sleeps}
          {room.fitsParty ? null : ' · too small for your party in one room'}
        </ResultDetail>
      </div>
      {room.soldOut ? (
        <SoldOut>{room.label ?? 'Sold Out'}</SoldOut>
      ) : (
        <ResultPrice>
          {formatMoney(room.totalPrice, room.currency)}
          <small>
            for {nights} {nights === 1 ? 'night' : 'nights'}, before taxes and fees
          </small>
        </ResultPrice>
      )}
      <div>
        <Button
          type="button"
          $block
          data-testid={`add-room-${room.id}`}
          disabled={room.soldOut || add.isPending}
          aria-busy={add.isPending}
          onClick={() => add.mutate({ ...booking, roomId: room.id })}
        >
          {add.isPending ? 'Adding…' : 'Add to cart'}
        </Button>
        {add.isSuccess ? <ResultAdded role="status">Added to your cart</ResultAdded> : null}
        {add.isError ? <ErrorText role="alert">{visitorMessage(add.error)}</ErrorText> : null}
      </div>
    </ResultRow>
  );
}
