import { mockApi, renderInRemote } from '@resort/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MILITARY_UNVERIFIED, MILITARY_VERIFIED, REQUIRED_FIELD, type MilitaryStatusView } from '../../../../contract';
import { MilitaryPage } from './military-page';

const getMilitary = mockApi('GET', '/api/account/military');
const create = mockApi('POST', '/api/account/military');
const verify = mockApi('POST', '/api/account/military/m1/verify');

const veteran: MilitaryStatusView = {
  id: 'm1',
  country: 'US',
  branch: 'navy',
  status: 'veteran',
  dischargeYear: 2010,
  sponsorAttested: false,
  sponsorDateOfBirth: null,
  outcome: 'unverified',
  message: 'Ask us to verify your status to use military offers.',
};

describe('military status page', () => {
  beforeEach(() => {
    getMilitary.mockReset();
    create.mockReset();
    verify.mockReset();
  });

  it('"honorable discharge year" is required of a veteran before anything is sent; then the status is created', async () => {
    getMilitary.mockResolvedValue({ success: true, status: 200, data: { military: null } });
    create.mockResolvedValue({ success: true, status: 200, data: { military: veteran } });
    renderInRemote(<MilitaryPage />);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Military status' });
    await user.selectOptions(within(form).getByLabelText('Branch'), 'navy');
    await user.selectOptions(within(form).getByLabelText('Status'), 'veteran');
    await user.click(within(form).getByRole('button', { name: 'Save military status' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(REQUIRED_FIELD);
    expect(create).not.toHaveBeenCalled();
    await user.type(within(form).getByLabelText('Honorable discharge year'), '2010');
    await user.click(within(form).getByRole('button', { name: 'Save military status' }));
    expect(create).toHaveBeenCalledWith({ country: 'US', branch: 'navy', status: 'veteran', dischargeYear: 2010 });
    expect(await screen.findByRole('heading', { name: 'Your military status' })).toBeInTheDocument();
  });

  it("a dependant attests and gives the sponsor's date of birth", async () => {
    getMilitary.mockResolvedValue({ success: true, status: 200, data: { military: null } });
    create.mockResolvedValue({ success: true, status: 200, data: { military: { ...veteran, status: 'dependent', dischargeYear: null } } });
    renderInRemote(<MilitaryPage />);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Military status' });
    await user.selectOptions(within(form).getByLabelText('Status'), 'dependent');
    await user.click(within(form).getByRole('checkbox', { name: /I attest that my sponsor serves or served/ }));
    await user.type(within(form).getByLabelText("Sponsor's date of birth"), '01/01/1980');
    await user.click(within(form).getByRole('button', { name: 'Save military status' }));
    expect(create).toHaveBeenCalledWith({
      country: 'US',
      branch: 'army',
      status: 'dependent',
      sponsorAttested: true,
      sponsorDateOfBirth: '01/01/1980',
    });
  });

  it("verify shows the outcome, and a refusal reads 'Sorry, we are unable to verify your status.'", async () => {
    getMilitary.mockResolvedValue({ success: true, status: 200, data: { military: veteran } });
    verify.mockResolvedValueOnce({ success: false, status: 400, data: MILITARY_UNVERIFIED as never });
    renderInRemote(<MilitaryPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Verify my status' }));
    expect(await screen.findByText(MILITARY_UNVERIFIED)).toBeInTheDocument();

    verify.mockResolvedValueOnce({
      success: true,
      status: 200,
      data: { military: { ...veteran, outcome: 'verified', message: MILITARY_VERIFIED } },
    });
    await user.click(screen.getByRole('button', { name: 'Verify my status' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(MILITARY_VERIFIED));
    expect(screen.queryByRole('button', { name: 'Verify my status' })).not.toBeInTheDocument();
  });
});
