import { mockApi, renderInRemote } from '@resort/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { GENERIC_API_ERROR, navigate } from '@resort/shared';
import { NO_ORDERS, OrdersPage } from './orders-page';

jest.mock('@resort/shared', () => ({ ...jest.requireActual('@resort/shared'), navigate: jest.fn() }));
const fetchOrders = mockApi('GET', '/api/checkout/orders');
const go = jest.mocked(navigate);

const show = () => renderInRemote(<OrdersPage />);

describe('orders page', () => {
  beforeEach(() => {
    fetchOrders.mockReset();
    go.mockReset();
  });

  it('lists each order with its number, total and items', async () => {
    fetchOrders.mockResolvedValue({
      success: true,
      status: 200,
      data: [
        {
          number: 'R-1001',
          createdAt: '2026-11-20T17:00:00Z',
          total: 25_900,
          currency: 'USD',
          items: [{ title: 'Summit Peak 2-day lift ticket', date: '2026-12-19' }],
        },
        { number: 'R-1002', createdAt: '2026-11-21T17:00:00Z', total: 9_900, currency: 'CAD', items: [{ title: 'Coast Range lesson' }] },
      ],
    });
    show();
    const first = await screen.findByTestId('order-R-1001');
    expect(within(first).getByText('Order R-1001')).toBeInTheDocument();
    expect(within(first).getByText('$259.00')).toBeInTheDocument();
    expect(within(first).getByText('Summit Peak 2-day lift ticket · 12/19/2026')).toBeInTheDocument();
    expect(within(screen.getByTestId('order-R-1002')).getByText('$99.00 CAD')).toBeInTheDocument();
    expect(screen.getByTestId('orders-page')).toBeInTheDocument();
  });

  it('says so when there are no orders yet', async () => {
    fetchOrders.mockResolvedValue({ success: true, status: 200, data: [] });
    show();
    expect(await screen.findByText(NO_ORDERS)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Orders' })).not.toBeInTheDocument();
  });

  it('sends a guest to sign in and back here', async () => {
    fetchOrders.mockResolvedValue({ success: false, status: 401, data: 'Please sign in to continue.' as never });
    show();
    await screen.findByTestId('orders-page');
    await waitFor(() => expect(go).toHaveBeenCalledWith('/sign-in?returnUrl=%2Faccount%2Forders'));
  });

  it("shows 'Oops!' when the orders cannot be loaded", async () => {
    fetchOrders.mockResolvedValue({ success: false, status: 500, data: 'unknown error' as never });
    show();
    expect(await screen.findByText(GENERIC_API_ERROR)).toBeInTheDocument();
    expect(screen.getByText('Oops!')).toBeInTheDocument();
  });
});
