import { screen } from '@testing-library/react';
import type { OrderDto } from '../../../../contract';
import { failBody, mockApi, okBody, renderInRemote } from '@resort/shared/testing';
import { ConfirmationPage } from './confirmation-page';

const order: OrderDto = {
  orderNumber: 'R-7K3F9Q2A',
  orderId: 'o1',
  created: '2026-11-22T14:00:00.000Z',
  email: 'avery@example.com',
  status: 'paid',
  address: {
    firstName: 'Avery',
    lastName: 'Lane',
    line1: '1 Chairlift Way',
    city: 'Breckenridge',
    region: 'CO',
    postalCode: '80424',
    country: 'US',
  },
  items: [
    {
      id: 'x',
      sku: 'LT',
      title: 'Summit Peak 1-Day Lift Ticket',
      description: 'Adult (19-64)',
      date: '2026-12-20',
      quantity: 2,
      lineAmount: 25800,
      lineAmountFormatted: '$258.00',
      tax: 2296,
      taxFormatted: '$22.96',
      display: {},
      assignees: [],
    },
  ],
  promoCode: null,
  subtotal: 25800,
  discount: 0,
  tax: 2296,
  total: 28096,
  currency: 'USD',
  subtotalFormatted: '$258.00',
  discountFormatted: '$0.00',
  taxFormatted: '$22.96',
  totalFormatted: '$280.96',
  travelInsurance: 0,
  resortCharge: false,
  paymentType: 'card',
  balanceDue: 0,
  balanceDueDate: null,
  creditApplied: 0,
  creditAppliedFormatted: '$0.00',
  payment: { last4: '4242', brand: 'Visa', amount: 28096, amountFormatted: '$280.96' },
  cancellable: true,
  cancelledAt: null,
};

describe('order confirmation', () => {
  test('shows the order number, the items and the total', async () => {
    const { sent } = mockApi(({ url }) => (url === '/api/checkout/orders/R-7K3F9Q2A' ? okBody(order) : undefined));
    renderInRemote(<ConfirmationPage orderNumber="R-7K3F9Q2A" />);
    expect(await screen.findByTestId('order-number')).toHaveTextContent('R-7K3F9Q2A');
    expect(screen.getByText(/Summit Peak 1-Day Lift Ticket/)).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('$280.96');
    expect(sent('GET', '/api/checkout/orders/R-7K3F9Q2A')).toHaveLength(1);
  });

  test('a pass holder credit spent on the order is shown before what the card paid', async () => {
    const paidWithCredit: OrderDto = {
      ...order,
      creditApplied: 12900,
      creditAppliedFormatted: '$129.00',
      payment: { last4: '4242', brand: 'Visa', amount: 15196, amountFormatted: '$151.96' },
    };
    mockApi(({ url }) => (url === '/api/checkout/orders/R-7K3F9Q2A' ? okBody(paidWithCredit) : undefined));
    renderInRemote(<ConfirmationPage orderNumber="R-7K3F9Q2A" />);
    expect(await screen.findByTestId('order-total')).toHaveTextContent('$280.96');
    expect(screen.getByTestId('order-credit')).toHaveTextContent('Pass holder credit: −$129.00');
    expect(screen.getByTestId('order-card-charge')).toHaveTextContent('Charged to the card ending in 4242: $151.96');
  });

  test('without a credit no credit line is shown and the total is what the card paid', async () => {
    mockApi(({ url }) => (url === '/api/checkout/orders/R-7K3F9Q2A' ? okBody(order) : undefined));
    renderInRemote(<ConfirmationPage orderNumber="R-7K3F9Q2A" />);
    expect(await screen.findByTestId('order-total')).toHaveTextContent('$280.96');
    expect(screen.queryByText(/Pass holder credit/)).not.toBeInTheDocument();
    expect(screen.getByText(/to the card ending in 4242/)).toBeInTheDocument();
  });

  test("an order that cannot be loaded shows 'Oops!'", async () => {
    mockApi(() => failBody('Order not found.', 404));
    renderInRemote(<ConfirmationPage orderNumber="R-NOPE" />);
    expect(await screen.findByText('Oops!')).toBeInTheDocument();
    // A refusal the server words for the visitor is shown as is (visitorMessage).
    expect(screen.getByText('Order not found.')).toBeInTheDocument();
  });
});
