import { useEffect, useState } from 'react';
import { getEventBus, type CartItemsAddedEvent } from '@resort/shared';

/** The latest items another part of the page added to the cart, until dismissed. */
export function useAddedItems() {
  const [added, setAdded] = useState<CartItemsAddedEvent | null>(null);
  useEffect(() => {
    const sub = getEventBus().cartItemsAdded$.subscribe(setAdded);
    return () => sub.unsubscribe();
  }, []);
  return { added, dismiss: () => setAdded(null) };
}
