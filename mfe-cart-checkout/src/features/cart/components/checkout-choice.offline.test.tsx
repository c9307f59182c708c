import { mockApi, renderInRemote } from '@resort/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckoutChoice } from './checkout-choice';

// The contract's chunk cannot be fetched (the connection dropped after the cart page came).
jest.mock('../../../../contract', () => {
  throw new Error('Loading chunk failed');
});

const guest = mockApi('POST', '/api/checkout/guest');

it("sends the guest's email without the page's own check when its code cannot be fetched, and shows the server's answer", async () => {
  // The server checks the email by the same contract and answers in the spec's words.
  guest.mockResolvedValue({ success: false, status: 400, data: 'Please enter a valid email address.' as never });
  renderInRemote(<CheckoutChoice />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'jordan@example');
  await user.click(screen.getByRole('button', { name: 'Continue as guest' }));
  expect(guest).toHaveBeenCalledWith({ email: 'jordan@example' });
  expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
});
