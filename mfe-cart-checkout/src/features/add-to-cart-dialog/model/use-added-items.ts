import { useState } from 'react';
import { getEventBus, useBusValue, type CartItemsAddedEvent } from '@resort/shared';

/** The latest items another part of the page added to the cart, until dismissed. */
export function useAddedItems() {
  const latest = useBusValue<CartItemsAddedEvent, null>(getEventBus().cartItemsAdded$, null);
  // Every addition is a new event object, so the next one shows even after a dismissal.
  const [dismissed, setDismissed] = useState<CartItemsAddedEvent | null>(null);
  return { added: latest === dismissed ? null : latest, dismiss: () => setDismissed(latest) };
}
