import { addToCart } from '@resort/shared';

export interface RoomBooking {
  roomId: string;
  /** ISO yyyy-MM-dd */
  arrival: string;
  departure: string;
  adults: number;
  children: number;
  childAges: number[];
}

/** POST /api/cart/add/lodging: one room for the searched stay. */
export function addRoomToCart(booking: RoomBooking) {
  return addToCart({
    line: 'lodging',
    productId: booking.roomId,
    date: booking.arrival,
    quantity: 1,
    options: { departure: booking.departure, adults: booking.adults, children: booking.children, childAges: booking.childAges },
  });
}
