import '@testing-library/jest-dom';
import { act, render, renderHook, screen } from '@testing-library/react';
import { createEventBus, type EventBus } from './event-bus';
import { useBusValue } from './use-bus-value';

const cart = (cartCount: number) => ({ cartId: 'c1', cartCount, cartUrl: '/cart' });

function Count({ bus, renders }: { bus: EventBus; renders: (number | null)[] }) {
  const count = useBusValue(bus.cart$, null)?.cartCount ?? null;
  renders.push(count);
  return <output aria-label="Cart count">{count}</output>;
}

describe('useBusValue', () => {
  it('shows a replaying stream’s latest value on the first render, then each new one', () => {
    const bus = createEventBus();
    bus.publishCart(cart(2));
    const renders: (number | null)[] = [];
    render(<Count bus={bus} renders={renders} />);
    expect(renders[0]).toBe(2);
    act(() => {
      bus.publishCart(cart(5));
    });
    expect(screen.getByRole('status', { name: 'Cart count' })).toHaveTextContent('5');
  });

  it('gives the initial value until a stream that does not replay carries one', () => {
    const bus = createEventBus();
    bus.publishCartItemsAdded({ items: [], cartUrl: '/before' });
    const { result } = renderHook(() => useBusValue(bus.cartItemsAdded$, null));
    expect(result.current).toBeNull();
    act(() => {
      bus.publishCartItemsAdded({ items: [], cartUrl: '/cart' });
    });
    expect(result.current?.cartUrl).toBe('/cart');
  });

  it('stops listening when the component unmounts', () => {
    const bus = createEventBus();
    const seen: number[] = [];
    const { unmount } = renderHook(() => {
      const value = useBusValue(bus.cart$, null);
      if (value) seen.push(value.cartCount);
      return value;
    });
    act(() => {
      bus.publishCart(cart(1));
    });
    unmount();
    bus.publishCart(cart(7));
    expect(seen).not.toContain(7);
    expect(seen).toContain(1);
  });
});
