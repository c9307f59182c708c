import { waitFor } from '@testing-library/react';
import { getEventBus, type CartEvent } from '@resort/shared';
import { resetBus } from '../../../../test/fixtures/cart';
import { failBody, mockApi, okBody, renderInRemote } from '@resort/shared/testing';
import { useCartSummaryOnLoad } from './use-cart-summary-on-load';

function Probe() {
  useCartSummaryOnLoad();
  return null;
}

describe('cart summary on page load', () => {
  beforeEach(resetBus);

  test('"Cart: loaded on page load and published to the page"', async () => {
    mockApi(({ url }) => (url === '/api/cart/summary' ? okBody({ CartCount: 3, cartId: 'cart-1', cartUrl: '/cart' }) : undefined));
    const seen: CartEvent[] = [];
    getEventBus().cart$.subscribe((e) => seen.push(e));
    renderInRemote(<Probe />);
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toMatchObject({ cartId: 'cart-1', cartCount: 3, cartUrl: '/cart' });
  });

  test('a failed load publishes nothing', async () => {
    const { sent } = mockApi(() => failBody('unknown error', 500));
    const seen: CartEvent[] = [];
    getEventBus().cart$.subscribe((e) => seen.push(e));
    renderInRemote(<Probe />);
    await waitFor(() => expect(sent('GET', '/api/cart/summary')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 10));
    expect(seen).toHaveLength(0);
  });
});
