import React from 'react';
import { render, waitFor } from '@testing-library/react';
import { getEventBus, type CartEvent } from '@resort/shared';
import { fail, ok, resetBus } from '../../../../test/fixtures/cart';
import { getCartSummary } from '../../cart/api/get-cart-summary';
import { useCartSummaryOnLoad } from './use-cart-summary-on-load';

jest.mock('../../cart/api/get-cart-summary');

function Probe() {
  useCartSummaryOnLoad();
  return null;
}

describe('cart summary on page load', () => {
  beforeEach(resetBus);

  test('"Cart: loaded on page load and published to the page"', async () => {
    jest.mocked(getCartSummary).mockResolvedValue(ok({ CartCount: 3, cartId: 'cart-1', cartUrl: '/cart' }));
    const seen: CartEvent[] = [];
    getEventBus().cart$.subscribe((e) => seen.push(e));
    render(<Probe />);
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toMatchObject({ cartId: 'cart-1', cartCount: 3, cartUrl: '/cart' });
  });

  test('a failed load publishes nothing', async () => {
    jest.mocked(getCartSummary).mockResolvedValue(fail('unknown error', 500));
    const seen: CartEvent[] = [];
    getEventBus().cart$.subscribe((e) => seen.push(e));
    render(<Probe />);
    await waitFor(() => expect(getCartSummary).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 10));
    expect(seen).toHaveLength(0);
  });
});
