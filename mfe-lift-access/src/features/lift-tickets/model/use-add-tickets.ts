import { useState } from 'react';
import { addToCart } from '@resort/shared';

export type AddState = { status: 'idle' } | { status: 'adding' } | { status: 'added' } | { status: 'failed'; message: string };

export interface AddTicketsRequest {
  productId: string;
  /** ISO first day. */
  date: string;
  lines: { ageCategory: string; quantity: number }[];
}

/**
 * Adds one cart line per age category. Lines go one after another so that a 'Sold Out' stops the
 * rest, and the visitor sees the server's own message.
 */
export function useAddTickets() {
  const [state, setState] = useState<AddState>({ status: 'idle' });
  const add = async ({ productId, date, lines }: AddTicketsRequest) => {
    setState({ status: 'adding' });
    for (const line of lines) {
      const result = await addToCart({ line: 'liftaccess', productId, date, quantity: line.quantity, options: { ageCategory: line.ageCategory } });
      if (!result.success) {
        setState({ status: 'failed', message: typeof result.data === 'string' ? result.data : String(result.message) });
        return;
      }
    }
    setState({ status: 'added' });
  };
  return { state, add, reset: () => setState({ status: 'idle' }) };
}
