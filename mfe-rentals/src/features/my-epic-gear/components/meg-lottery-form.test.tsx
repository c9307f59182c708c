import { mockApi, renderInRemote } from '@resort/shared/testing';
import { REQUIRED_FIELD } from '@resort/shared/rules';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEG_LOTTERY_DOB, MEG_UNDER_18 } from '../../../../contract';
import { MegLotteryForm } from './meg-lottery-form';

const lottery = mockApi('POST', '/api/rentals/my-epic-gear/lottery');

describe('My Epic Gear lottery form', () => {
  beforeEach(() => lottery.mockReset());

  it('checks the fields with the contract, sends the entry and shows the reference', async () => {
    lottery.mockResolvedValue({
      success: true,
      status: 200,
      data: { reference: 'MEG-12345678', season: '2026/27', resortName: 'Coast Range' },
    });
    renderInRemote(<MegLotteryForm resortId="summit-peak" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Enter the lottery' }));
    expect(await screen.findAllByText(REQUIRED_FIELD)).toHaveLength(3);
    expect(screen.getByText(MEG_LOTTERY_DOB)).toBeInTheDocument();
    expect(lottery).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('First name'), 'Jordan');
    await user.type(screen.getByLabelText('Last name'), 'Lane');
    await user.type(screen.getByLabelText('Email'), 'jordan@example.com');
    await user.type(screen.getByLabelText('Date of birth (MM/DD/YYYY)'), '02/03/1990');
    await user.selectOptions(screen.getByLabelText('Resort'), 'Coast Range');
    expect(screen.getByLabelText('Date of birth (MM/DD/YYYY)')).toHaveAttribute('autocomplete', 'bday');
    await user.click(screen.getByRole('button', { name: 'Enter the lottery' }));
    expect(await screen.findByRole('status')).toHaveTextContent('MEG-12345678');
    expect(lottery).toHaveBeenCalledWith({
      firstName: 'Jordan',
      lastName: 'Lane',
      email: 'jordan@example.com',
      dateOfBirth: '02/03/1990',
      resort: 'coast-range',
    });
  });

  it("shows the server's refusal in the spec's words", async () => {
    lottery.mockResolvedValue({ success: false, status: 400, data: MEG_UNDER_18 as never });
    renderInRemote(<MegLotteryForm resortId="summit-peak" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First name'), 'Teen');
    await user.type(screen.getByLabelText('Last name'), 'Lane');
    await user.type(screen.getByLabelText('Email'), 'teen@example.com');
    await user.type(screen.getByLabelText('Date of birth (MM/DD/YYYY)'), '02/03/2012');
    await user.click(screen.getByRole('button', { name: 'Enter the lottery' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MEG_UNDER_18);
  });
});
