import { mockApi, renderInRemote } from '@resort/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderDetailView } from '../api/get-order';
import { ORDER_CANCELLED, OrderDetailsPage } from './order-details-page';

const getOrder = mockApi('GET', '/api/checkout/orders/R-ABC123');
const cancelOrder = mockApi('POST', '/api/checkout/orders/R-ABC123/cancel');
mockApi('GET', '/api/checkout/orders');

const order: OrderDetailView = {
  orderNumber: 'R-ABC123',
  created: '2026-11-24T13:00:00.000Z',
  email: 'pat@example.com',
  status: 'paid',
  items: [
    {
      id: 'i1',
      title: 'Summit Peak 1-Day Lift Ticket',
      description: 'Adult (19-64)',
      date: '2026-12-14',
      quantity: 1,
      lineAmountFormatted: '$119.00',
    },
  ],
  totalFormatted: '$129.59',
  payment: { last4: '4242', brand: 'Visa', amount: 12959 },
};

describe('order details page', () => {
  beforeEach(() => {
    getOrder.mockReset();
    cancelOrder.mockReset();
  });

  it('shows the transaction details and cancels the order through the cart line', async () => {
    getOrder.mockResolvedValue({ success: true, status: 200, data: order });
    cancelOrder.mockResolvedValue({ success: true, status: 200, data: { cancelled: true } });
    renderInRemote(<OrderDetailsPage number="R-ABC123" />);
    expect(await screen.findByRole('list', { name: 'Items' })).toHaveTextContent('1 × Summit Peak 1-Day Lift Ticket');
    expect(screen.getByText('Total: $129.59')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ORDER_CANCELLED);
    expect(cancelOrder).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('shows the pass holder credit the order spent and what the card paid', async () => {
    getOrder.mockResolvedValue({
      success: true,
      status: 200,
      data: {
        ...order,
        creditApplied: 11900,
        creditAppliedFormatted: '$119.00',
        payment: { last4: '4242', brand: 'Visa', amount: 1059, amountFormatted: '$10.59' },
      },
    });
    renderInRemote(<OrderDetailsPage number="R-ABC123" />);
    expect(await screen.findByText('Pass holder credit: −$119.00')).toBeInTheDocument();
    expect(screen.getByText('Charged to the Visa ending 4242: $10.59')).toBeInTheDocument();
  });

  it('shows no credit line for an order paid by card alone', async () => {
    getOrder.mockResolvedValue({ success: true, status: 200, data: order });
    renderInRemote(<OrderDetailsPage number="R-ABC123" />);
    expect(await screen.findByText('Total: $129.59')).toBeInTheDocument();
    expect(screen.queryByText(/Pass holder credit:/)).not.toBeInTheDocument();
  });

  it('offers no cancel when the cart line says the order can no longer be cancelled', async () => {
    getOrder.mockResolvedValue({ success: true, status: 200, data: { ...order, cancellable: false } });
    renderInRemote(<OrderDetailsPage number="R-ABC123" />);
    expect(await screen.findByRole('list', { name: 'Items' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('shows the reason when the cart line refuses the cancellation', async () => {
    getOrder.mockResolvedValue({ success: true, status: 200, data: order });
    cancelOrder.mockResolvedValue({ success: false, status: 409, data: null, message: 'This order can no longer be cancelled.' } as never);
    renderInRemote(<OrderDetailsPage number="R-ABC123" />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('This order can no longer be cancelled.')).toBeInTheDocument();
  });
});
