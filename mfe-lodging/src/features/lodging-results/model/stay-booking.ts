import type { RoomBooking } from '../api/add-room-to-cart';
import type { ResultsResponse } from '../api/search-lodging';

/** The stay an answer was priced for, as each of its rooms is booked. */
export function stayBooking(data: ResultsResponse): Omit<RoomBooking, 'roomId'> {
  return { arrival: data.arrival, departure: data.departure, adults: data.adults, children: data.children, childAges: data.childAges };
}
