import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failBody, mockApi, okBody, renderInRemote } from '@resort/shared/testing';
import { MILITARY_REQUIRED, MILITARY_UNVERIFIED, militaryReviewMessage } from '../../../../contract';
import { MilitaryVerification } from './military-verification';

const VERIFY = '/api/cart/military-verification';
const needed = { required: true, verification: null };

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Verify military status' }));
  return screen.findByRole('dialog', { name: 'Military verification' });
}

describe('military verification', () => {
  test('is not drawn for a cart without a military product', () => {
    renderInRemote(<MilitaryVerification military={{ required: false, verification: null }} showUnmet onChanged={jest.fn()} />);
    expect(screen.queryByTestId('military-verification')).not.toBeInTheDocument();
  });

  test('says the status is needed once the visitor tried to go on', () => {
    renderInRemote(<MilitaryVerification military={needed} showUnmet onChanged={jest.fn()} />);
    expect(screen.getByText(MILITARY_REQUIRED)).toBeInTheDocument();
  });

  test("a veteran gives the honorable discharge year; empty answers are 'Required Field' and nothing is sent", async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = mockApi(() =>
      okBody({
        country: 'US',
        branch: 'army',
        status: 'veteran',
        dischargeYear: 2005,
        outcome: 'verified',
        message: 'Thank you. Your military status is verified.',
      }),
    );
    const onChanged = jest.fn();
    renderInRemote(<MilitaryVerification military={needed} showUnmet={false} onChanged={onChanged} />);
    const dialog = await openForm(user);
    await user.click(within(dialog).getByTestId('verify-military'));
    expect(within(dialog).getAllByText('Required Field')).toHaveLength(2);
    expect(sent('POST', VERIFY)).toHaveLength(0);
    await user.selectOptions(within(dialog).getByLabelText('Branch of service'), 'army');
    await user.selectOptions(within(dialog).getByLabelText('Military status'), 'veteran');
    await user.type(within(dialog).getByLabelText('Honorable discharge year'), '2005');
    await user.click(within(dialog).getByTestId('verify-military'));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(sent('POST', VERIFY)[0].body).toEqual({ country: 'US', branch: 'army', status: 'veteran', dischargeYear: 2005 });
    expect(await screen.findByTestId('military-outcome')).toHaveTextContent('verified');
  });

  test('a dependant attests to the sponsor and gives the sponsor date of birth', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = mockApi(() =>
      okBody({
        country: 'CA',
        branch: 'navy',
        status: 'dependent',
        dischargeYear: null,
        outcome: 'pending',
        message: militaryReviewMessage('CA'),
      }),
    );
    renderInRemote(<MilitaryVerification military={needed} showUnmet={false} onChanged={jest.fn()} />);
    const dialog = await openForm(user);
    await user.selectOptions(within(dialog).getByLabelText('Country'), 'CA');
    await user.selectOptions(within(dialog).getByLabelText('Branch of service'), 'navy');
    await user.selectOptions(within(dialog).getByLabelText('Military status'), 'dependent');
    await user.click(within(dialog).getByLabelText(/I attest that I am the spouse or dependant/));
    await user.type(within(dialog).getByLabelText("Sponsor's date of birth (MM/DD/YYYY)"), '01/01/1980');
    await user.click(within(dialog).getByTestId('verify-military'));
    expect(await screen.findByText(militaryReviewMessage('CA'))).toBeInTheDocument();
    expect(sent('POST', VERIFY)[0].body).toEqual({
      country: 'CA',
      branch: 'navy',
      status: 'dependent',
      sponsorAttested: true,
      sponsorDateOfBirth: '01/01/1980',
    });
  });

  test("a refused status shows 'Sorry, we are unable to verify your status.'; an unexpected failure shows 'Oops!'", async () => {
    const user = userEvent.setup({ delay: null });
    let answer = failBody(MILITARY_UNVERIFIED);
    mockApi(() => answer);
    renderInRemote(<MilitaryVerification military={needed} showUnmet={false} onChanged={jest.fn()} />);
    const dialog = await openForm(user);
    await user.selectOptions(within(dialog).getByLabelText('Branch of service'), 'space-force');
    await user.selectOptions(within(dialog).getByLabelText('Military status'), 'active-duty');
    await user.click(within(dialog).getByTestId('verify-military'));
    expect(await within(dialog).findByTestId('military-refused')).toHaveTextContent(MILITARY_UNVERIFIED);
    answer = failBody('boom', 500);
    await user.click(within(dialog).getByTestId('verify-military'));
    expect(await within(dialog).findByText('Oops!')).toBeInTheDocument();
  });
});
