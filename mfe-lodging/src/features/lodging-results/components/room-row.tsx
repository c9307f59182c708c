import styled from 'styled-components';
import { Button, ErrorText, theme, visitorMessage } from '@resort/shared';
import { ResultAdded, ResultDetail, ResultName, ResultPrice, ResultRow } from '@resort/shared/ui';
import { useAddRoomToCartMutation, type RoomBooking } from '../api/add-room-to-cart';
import type { RoomResult } from '../api/search-lodging';
import { ADD_ROOM_LABEL, roomPrice, roomPriceNote, roomSleepsText, soldOutText } from '../model/results-summary';

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
        <ResultDetail>{roomSleepsText(room)}</ResultDetail>
      </div>
      {room.soldOut ? (
        <SoldOut>{soldOutText(room)}</SoldOut>
      ) : (
        <ResultPrice>
          {roomPrice(room)}
          <small>{roomPriceNote(nights)}</small>
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
          {add.isPending ? 'Adding…' : ADD_ROOM_LABEL}
        </Button>
        {add.isSuccess ? <ResultAdded role="status">Added to your cart</ResultAdded> : null}
        {add.isError ? <ErrorText role="alert">{visitorMessage(add.error)}</ErrorText> : null}
      </div>
    </ResultRow>
  );
}
