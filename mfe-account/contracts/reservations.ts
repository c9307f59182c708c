import { requiredText, z } from '@resort/shared/contracts';

// Reservations of every line

export const ReservationItem = z.object({
  id: z.string(),
  line: z.string(),
  kind: z.string(),
  title: z.string(),
  resortName: z.string(),
  date: z.string(),
  endDate: z.string().nullable(),
  guestName: z.string(),
  status: z.enum(['booked', 'cancelled']),
  cancellable: z.boolean(),
});
export type ReservationItem = z.infer<typeof ReservationItem>;
export const ReservationsAnswer = z.object({ reservations: z.array(ReservationItem), unavailableLines: z.array(z.string()) });
export type ReservationsAnswer = z.infer<typeof ReservationsAnswer>;
export const CancelReservationBody = z.object({ line: requiredText(40), id: requiredText(100) }).strict();
export type CancelReservationInput = z.infer<typeof CancelReservationBody>;
export const CancelledAnswer = z.object({ cancelled: z.literal(true) });
export const RESERVATION_NOT_FOUND = 'We could not find this reservation, or it can no longer be cancelled.';
