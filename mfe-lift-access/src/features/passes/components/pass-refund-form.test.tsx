import { mockApi, renderInRemote } from '@resort/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASS_REFUND_NOT_ALLOWED, PASS_REFUND_REASON_REQUIRED } from '../../../../contract';
import { PassRefundForm } from './pass-refund-form';

const refund = mockApi('POST', '/api/liftaccess/my-passes/P0000000042/terms-refund');

describe('pass terms refund', () => {
  beforeEach(() => refund.mockReset());

  it('asks for a reason first, then sends it and shows the reference', async () => {
    refund.mockResolvedValue({
      success: true,
      status: 200,
      data: { passNumber: 'P0000000042', reference: 'RF-1A2B3C4D', basis: 'before-season', status: 'requested' },
    });
    renderInRemote(<PassRefundForm passNumber="P0000000042" />);
    const user = userEvent.setup();
    await user.click(screen.getByText('Ask for a refund'));
    await user.click(screen.getByRole('button', { name: 'Request a refund' }));
    expect(await screen.findByText(PASS_REFUND_REASON_REQUIRED)).toBeInTheDocument();
    expect(refund).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText('Reason for the refund'), 'An injury');
    await user.click(screen.getByRole('button', { name: 'Request a refund' }));
    expect(await screen.findByRole('status')).toHaveTextContent('RF-1A2B3C4D');
    expect(refund).toHaveBeenCalledWith({ reason: 'injury' });
  });

  it("shows the terms' refusal in its words", async () => {
    refund.mockResolvedValue({ success: false, status: 409, data: PASS_REFUND_NOT_ALLOWED as never });
    renderInRemote(<PassRefundForm passNumber="P0000000042" />);
    const user = userEvent.setup();
    await user.click(screen.getByText('Ask for a refund'));
    await user.selectOptions(screen.getByLabelText('Reason for the refund'), 'My plans changed');
    await user.click(screen.getByRole('button', { name: 'Request a refund' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PASS_REFUND_NOT_ALLOWED);
  });
});
