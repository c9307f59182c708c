import { mockApi, renderInRemote } from '@resort/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GuestRefundForm } from './guest-refund-form';

const refund = mockApi('POST', '/api/content/guest-refund');

describe('guest refund form', () => {
  beforeEach(() => refund.mockReset());

  it('sends the guest’s refund request and shows the reference', async () => {
    refund.mockResolvedValue({ success: true, status: 200, data: { reference: 'AB12CD34' } });
    renderInRemote(<GuestRefundForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First name'), 'Pat');
    await user.type(screen.getByLabelText('Last name'), 'Guest');
    await user.type(screen.getByLabelText('Email used for the order'), 'pat@example.com');
    await user.type(screen.getByLabelText('Order number'), 'SR-1234ABCD');
    await user.selectOptions(screen.getByLabelText('Reason'), 'Illness or injury');
    await user.click(screen.getByRole('button', { name: 'Send refund request' }));
    expect(await screen.findByRole('status')).toHaveTextContent('AB12CD34');
    expect(refund).toHaveBeenCalledWith({
      firstName: 'Pat',
      lastName: 'Guest',
      email: 'pat@example.com',
      orderNumber: 'SR-1234ABCD',
      reason: 'illness',
      message: '',
    });
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
  });

  it('shows the server’s words for a refused request', async () => {
    refund.mockResolvedValue({
      success: false,
      status: 400,
      data: 'Please enter your order number as it appears on your confirmation.' as never,
    });
    renderInRemote(<GuestRefundForm />);
    const user = userEvent.setup();
    expect(screen.getByLabelText('First name')).toHaveAttribute('autocomplete', 'given-name');
    await user.type(screen.getByLabelText('First name'), 'Pat');
    await user.type(screen.getByLabelText('Last name'), 'Guest');
    await user.type(screen.getByLabelText('Email used for the order'), 'pat@example.com');
    await user.type(screen.getByLabelText('Order number'), 'x');
    await user.click(screen.getByRole('button', { name: 'Send refund request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your order number as it appears on your confirmation.');
  });
});
