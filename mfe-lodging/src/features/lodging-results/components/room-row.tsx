import styled from 'styled-components';
import { Button, ErrorText, formatMoney, theme, visitorMessage } from '@resort/shared';
import { useAddRoomToCartMutation, type RoomBooking } from '../api/add-room-to-cart';
import type { RoomResult } from '../api/search-lodging';

const Row = styled.li`
  display: grid;
  gap: ${theme.space.sm};
  grid-template-columns: 1fr;
  padding: ${theme.space.md} 0;
  border-top: 1px solid ${theme.colors.line};
  ${theme.media.tablet} { grid-template-columns: 1fr auto auto; align-items: center; gap: ${theme.space.md}; }
`;

const Name = styled.h4`
  margin: 0;
  font-size: ${theme.typeScale.md};
  color: ${theme.colors.navy};
`;

const Meta = styled.p`
  margin: ${theme.space.xxs} 0 0;
  color: ${theme.colors.slate};
  font-size: ${theme.typeScale.sm};
`;

const Price = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${theme.colors.navy};
  small { display: block; font-weight: 400; color: ${theme.colors.slate}; font-size: ${theme.typeScale.xs}; }
`;

const SoldOut = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${theme.colors.error};
`;

const Added = styled.p`
  margin: 0;
  color: ${theme.colors.success};
  font-size: ${theme.typeScale.sm};
`;

export interface RoomRowProps {
  room: RoomResult;
  nights: number;
  booking: Omit<RoomBooking, 'roomId'>;
}

export function RoomRow({ room, nights, booking }: RoomRowProps) {
  const add = useAddRoomToCartMutation();

  return (
    <Row data-testid={`room-${room.id}`}>
      <div>
        <Name>{room.name}</Name>
        <Meta>
          Sleeps {room.sleeps}
          {room.fitsParty ? null : ' · too small for your party in one room'}
        </Meta>
      </div>
      {room.soldOut ? (
        <SoldOut>{room.label ?? 'Sold Out'}</SoldOut>
      ) : (
        <Price>
          {formatMoney(room.totalPrice, room.currency)}
          <small>
            for {nights} {nights === 1 ? 'night' : 'nights'}, before taxes and fees
          </small>
        </Price>
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
        {add.isSuccess ? <Added role="status">Added to your cart</Added> : null}
        {add.isError ? <ErrorText role="alert">{visitorMessage(add.error)}</ErrorText> : null}
      </div>
    </Row>
  );
}
