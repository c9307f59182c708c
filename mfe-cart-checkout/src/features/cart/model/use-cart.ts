import { useCallback, useEffect, useState } from 'react';
import { getCart } from '../api/get-cart';
import type { CartDto } from './cart-types';

export type LoadState = 'loading' | 'ready' | 'error';

export function useCart() {
  const [state, setState] = useState<LoadState>('loading');
  const [cart, setCart] = useState<CartDto | null>(null);

  const reload = useCallback(async () => {
    setState('loading');
    const result = await getCart();
    if (result.success) {
      setCart(result.data);
      setState('ready');
    } else {
      setState('error');
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { state, cart, setCart, reload };
}
