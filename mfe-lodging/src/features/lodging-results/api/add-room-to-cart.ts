import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { ApiError, addToCartOrThrow, type AddToCartResponse } from '@resort/shared';
import type { LodgingCartOptions } from '../../../../contract';

export interface RoomBooking {
  roomId: string;
  /** ISO yyyy-MM-dd */
  arrival: string;
  departure: string;
  adults: number;
  children: number;
  childAges: number[];
}

/**
 * POST /api/cart/add/lodging: one room for the searched stay. The shared addToCart tells the page
 * on the bus (the header's count, the added-to-cart dialog) once the cart has it.
 */
export async function addRoomToCart(booking: RoomBooking): Promise<AddToCartResponse> {
  const options: LodgingCartOptions = {
    departure: booking.departure,
    adults: booking.adults,
    children: booking.children,
    childAges: booking.childAges,
  };
  return addToCartOrThrow({ line: 'lodging', productId: booking.roomId, date: booking.arrival, quantity: 1, options });
}

type AddRoomMutationOptions = Omit<UseMutationOptions<AddToCartResponse, ApiError, RoomBooking>, 'mutationFn'>;

export const useAddRoomToCartMutation = (options: AddRoomMutationOptions = {}) =>
  useMutation<AddToCartResponse, ApiError, RoomBooking>({ mutationKey: ['lodging', 'add-to-cart'], ...options, mutationFn: addRoomToCart });
