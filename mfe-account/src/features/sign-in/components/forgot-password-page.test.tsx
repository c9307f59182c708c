import { mockApi, renderInRemote } from '@resort/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMAIL_RULE, RESET_EMAIL_SENT } from '../../../../contract';
import { ForgotPasswordPage } from './forgot-password-page';

const sendReset = mockApi('POST', '/api/account/password/reset-email');

describe('forgot password page', () => {
  beforeEach(() => sendReset.mockReset());

  it('asks the server to send the reset email and says so without telling whether the account exists', async () => {
    sendReset.mockResolvedValue({ success: true, status: 200, data: { sent: true } });
    renderInRemote(<ForgotPasswordPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), ' someone@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset email' }));
    expect(await screen.findByRole('status')).toHaveTextContent(RESET_EMAIL_SENT);
    expect(sendReset).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(sendReset.mock.calls[0])).toContain('someone@example.com');
  });

  it('checks the address first and sends nothing for an invalid one', async () => {
    renderInRemote(<ForgotPasswordPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send reset email' }));
    expect(await screen.findByText(EMAIL_RULE)).toBeInTheDocument();
    expect(sendReset).not.toHaveBeenCalled();
  });
});
