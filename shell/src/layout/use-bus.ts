import { useEffect, useState } from 'react';
import { getEventBus, type CartEvent, type SessionEvent } from '@resort/shared';

export function useCartCount(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const sub = getEventBus().cart$.subscribe((cart: CartEvent) => setCount(cart.cartCount));
    return () => sub.unsubscribe();
  }, []);
  return count;
}

export function useSession(): Omit<SessionEvent, 'version'> {
  const [session, setSession] = useState<Omit<SessionEvent, 'version'>>({ signedIn: false, user: null });
  useEffect(() => {
    const sub = getEventBus().session$.subscribe((s) => setSession(s));
    return () => sub.unsubscribe();
  }, []);
  return session;
}
