import { mockApi, renderInRemote } from '@resort/shared/testing';
import { REQUIRED_FIELD } from '@resort/shared/rules';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MegLotteryForm } from './meg-lottery-form';

// The contract's chunk cannot be fetched (the connection dropped after the page came).
jest.mock('../../../../contract', () => {
  throw new Error('Loading chunk failed');
});

const lottery = mockApi('POST', '/api/rentals/my-epic-gear/lottery');

it("sends the entry without the form's own check when its code cannot be fetched, and shows the server's answer", async () => {
  // The server applies the same contract: the fields left empty are refused in the spec's words.
  lottery.mockResolvedValue({ success: false, status: 400, data: REQUIRED_FIELD as never });
  renderInRemote(<MegLotteryForm resortId="summit-peak" />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('First name'), 'Jordan');
  await user.click(screen.getByRole('button', { name: 'Enter the lottery' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(REQUIRED_FIELD);
  expect(lottery).toHaveBeenCalledWith(expect.objectContaining({ firstName: 'Jordan', resort: 'summit-peak' }));
});
